/// A page of help that is not a command, printed by `<tool> help <topic>` (like `proof help json`).
public struct HelpTopic: Sendable {
    /// The word after `help`.
    public let name: String
    /// One line for the command's help listing.
    public let abstract: String
    private let makeText: @Sendable () -> String

    /// A topic whose page `text` builds when asked for.
    public init(_ name: String, abstract: String, text: @escaping @Sendable () -> String) {
        self.name = name
        self.abstract = abstract
        makeText = text
    }

    /// The page.
    public var text: String { makeText() }
}
