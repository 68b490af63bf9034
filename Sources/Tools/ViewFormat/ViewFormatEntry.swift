/// One name of the JSON view format (a view type or a modifier) and its line of documentation.
public struct ViewFormatEntry: Sendable, Equatable {
    /// The name as a JSON file writes it: `VStack`, `padding`.
    public let name: String
    /// What it is and what it takes.
    public let summary: String

    /// An entry.
    public init(name: String, summary: String) {
        self.name = name
        self.summary = summary
    }
}
