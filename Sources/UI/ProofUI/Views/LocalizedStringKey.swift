/// A key for localized text, as SwiftUI's: a literal is the key itself; an interpolated literal
/// becomes a format key with its values kept apart (`"\(count) items"` is the key `"%lld items"`
/// with the argument 3), so a string table can translate it (`Localizations`). Without a table
/// the key is shown with its values filled in, and with the documents' simple Markdown
/// (`**bold**`, `*italic*`, `` `code` ``, `[link](url)`).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The key (a format string when the literal was interpolated).
    public let key: String
    /// The interpolated values, in order.
    public let arguments: [FormatArgument]
    /// Whether the key is a format string (its `%` are specifiers, `%%` a percent sign).
    let isFormat: Bool
    /// The format shown when no table has the key, when it is not the key itself
    /// (`String(localized: "key", defaultValue: "…")`).
    let defaultFormat: String?

    /// A key.
    public init(_ key: String) {
        self.key = key
        arguments = []
        isFormat = false
        defaultFormat = nil
    }

    /// A key looked up as `key`, shown as `value` (with its values) when no table has it.
    init(key: String, value: LocalizedStringKey) {
        self.key = key
        arguments = value.arguments
        isFormat = value.isFormat
        defaultFormat = value.key
    }

    /// A key from a literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// A format key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        isFormat = true
        defaultFormat = nil
    }

    /// The text shown when no string table has the key: the key with its values filled in.
    public var defaultText: String { format(defaultFormat ?? key) }

    /// `format` (the key or its translation) with this key's values filled in.
    func format(_ format: String) -> String {
        isFormat ? StringFormatter.format(format, arguments) : format
    }

    /// Builds a format key as SwiftUI does: literal text (with `%` escaped as `%%`), `%@` for
    /// strings and other values, `%lld` for integers, `%lf` for `Double`, `%f` for `Float`, or the
    /// specifier given.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [FormatArgument] = []

        /// Reserves room, as the protocol asks.
        public init(literalCapacity: Int, interpolationCount: Int) { key.reserveCapacity(literalCapacity * 2) }

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// A string, as `%@`.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(.string(string))
        }

        /// An integer, as `%lld` (or `%llu` for unsigned types).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            if T.isSigned {
                key += "%lld"
                arguments.append(.integer(Int64(truncatingIfNeeded: value)))
            } else {
                key += "%llu"
                arguments.append(.unsignedInteger(UInt64(truncatingIfNeeded: value)))
            }
        }

        /// An integer with a printf specifier (`specifier: "%02d"`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            key += specifier
            arguments.append(.integer(Int64(truncatingIfNeeded: value)))
        }

        /// A `Double`, as `%lf` (six decimals, as SwiftUI shows it).
        public mutating func appendInterpolation(_ value: Double) {
            key += "%lf"
            arguments.append(.double(value))
        }

        /// A `Float`, as `%f`.
        public mutating func appendInterpolation(_ value: Float) {
            key += "%f"
            arguments.append(.double(Double(value)))
        }

        /// A floating-point value with a printf specifier (`specifier: "%.1f"`).
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            key += specifier
            arguments.append(.double(Double(value)))
        }

        /// A text's characters, as `%@`.
        public mutating func appendInterpolation(_ text: Text) { appendInterpolation(text.plainText) }

        /// Any other value, by its description, as `%@`.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { appendInterpolation(String(describing: value)) }
    }
}
