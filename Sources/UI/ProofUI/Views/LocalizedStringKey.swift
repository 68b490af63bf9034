/// A key for localized text; without string tables in a headless render it is the text itself
/// (with the documents' simple Markdown: `**bold**`, `*italic*`, `` `code` ``, `[link](url)`).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The key.
    public let key: String
    /// A key.
    public init(_ key: String) { self.key = key }
    /// A key from a literal.
    public init(stringLiteral value: String) { key = value }
}
