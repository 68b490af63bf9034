/// The help a command line asked for: a command's (`proof render --help`) or a topic's (`proof help json`).
public struct HelpRequest: Sendable, Equatable {
    /// The command whose help it is, from the root: `["proof", "render"]`.
    public let path: [String]
    /// The topic, for `help <topic>`.
    public let topic: String?
    /// The text to print.
    public let text: String

    /// A request for the help of `path` (or its `topic`) whose text is `text`.
    public init(path: [String], topic: String? = nil, text: String) {
        self.path = path
        self.topic = topic
        self.text = text
    }
}
