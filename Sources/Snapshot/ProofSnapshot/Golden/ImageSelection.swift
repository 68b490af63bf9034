import Foundation

/// Which catalog images a run covers, by name: `proof verify --only`, `proof record --only`,
/// `proof-gallery --only` and the golden suites' `PROOF_GOLDEN_ONLY` all use this one rule.
///
/// A pattern selects the image of exactly that name (`raster/cap-round`), or, when it ends in `/`,
/// every image whose name starts with it (`ouds/sosh/`). No pattern selects every image.
public struct ImageSelection: Sendable, Equatable {
    /// The patterns, as given (empty: every image).
    public let patterns: [String]

    /// A selection of the images `patterns` name (none: every image).
    public init(_ patterns: [String] = []) { self.patterns = patterns }

    /// A selection from a comma-separated list such as `PROOF_GOLDEN_ONLY`'s value (blanks around
    /// the patterns and empty patterns are ignored).
    public init(commaSeparated text: String) {
        self.init(
            text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }

    /// Whether `pattern` selects the image named `name`: the same name, or a prefix of it ending in `/`.
    public static func pattern(_ pattern: String, selects name: String) -> Bool {
        name == pattern || (pattern.hasSuffix("/") && name.hasPrefix(pattern))
    }

    /// Whether the selection covers the image named `name`.
    public func selects(_ name: String) -> Bool {
        patterns.isEmpty || patterns.contains { Self.pattern($0, selects: name) }
    }

    /// The images of `images` the selection covers, in their order.
    public func filter(_ images: [CatalogImage]) -> [CatalogImage] { images.filter { selects($0.name) } }

    /// The first pattern that selects none of `names` (a typo to report), or nil.
    public func firstUnmatched(in names: [String]) -> String? {
        patterns.first { pattern in !names.contains { Self.pattern(pattern, selects: $0) } }
    }
}
