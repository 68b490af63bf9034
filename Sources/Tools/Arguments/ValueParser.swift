/// Turns the text of one command-line value into a typed value, or refuses it with an
/// `InvalidValue` whose reason says what to write instead.
public struct ValueParser<Value: Sendable>: Sendable {
    /// What a value looks like, for "needs a value (…)" messages: "1, 2 or 3", "a .png file".
    public let expected: String
    private let body: @Sendable (String) throws(InvalidValue) -> Value

    /// A parser described by `expected` that runs `parse`.
    public init(expected: String, _ parse: @escaping @Sendable (String) throws(InvalidValue) -> Value) {
        self.expected = expected
        body = parse
    }

    /// The value `text` stands for.
    public func parse(_ text: String) throws(InvalidValue) -> Value { try body(text) }

    /// A parser of the same text whose value is transformed by `transform`.
    public func map<T: Sendable>(_ transform: @escaping @Sendable (Value) -> T) -> ValueParser<T> {
        let body = self.body
        return ValueParser<T>(expected: expected) { text throws(InvalidValue) in transform(try body(text)) }
    }

    /// One of a few spelled-out choices: refuses others with "must be a, b or c, not 'x'".
    public static func oneOf(_ choices: [(name: String, value: Value)]) -> ValueParser {
        let list = NameSuggester.list(choices.map(\.name), conjunction: "or")
        return ValueParser(expected: list) { text throws(InvalidValue) in
            guard let match = choices.first(where: { $0.name == text }) else {
                throw InvalidValue("must be \(list), not '\(text)'")
            }
            return match.value
        }
    }

    /// One of many named choices: refuses others with "cannot be 'x'; did you mean 'y'? (use a, b, …)".
    /// `expected` sums the choices up for "needs a value (…)", like "xSmall … accessibility5".
    public static func named(_ choices: [(name: String, value: Value)], expected: String) -> ValueParser {
        let names = choices.map(\.name)
        return ValueParser(expected: expected) { text throws(InvalidValue) in
            guard let match = choices.first(where: { $0.name == text }) else {
                let hint = NameSuggester.hint(for: text, in: names, quote: "'")
                throw InvalidValue("cannot be '\(text)'\(hint) (use \(names.joined(separator: ", ")))")
            }
            return match.value
        }
    }
}

extension ValueParser where Value == String {
    /// Any text, the empty text included.
    public static var string: ValueParser { ValueParser(expected: "a text") { $0 } }

    /// A text that must not be empty (`--json=`): refuses it with `empty`, like "needs a file path".
    public static func nonEmpty(_ expected: String, empty: String) -> ValueParser {
        ValueParser(expected: expected) { text throws(InvalidValue) in
            guard !text.isEmpty else { throw InvalidValue(empty) }
            return text
        }
    }
}

extension ValueParser where Value == Int {
    /// A whole number of at least `minimum`: refuses others with "must be a whole number of at least 1, not 'x'".
    public static func integer(atLeast minimum: Int) -> ValueParser {
        ValueParser(expected: "a whole number of at least \(minimum)") { text throws(InvalidValue) in
            guard let n = Int(text), n >= minimum else {
                throw InvalidValue("must be a whole number of at least \(minimum), not '\(text)'")
            }
            return n
        }
    }
}
