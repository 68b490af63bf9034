import ProofArguments
/// A parsed `proof` command line.
public enum Invocation: Equatable, Sendable {
    /// `proof --help`: print the usage.
    case help
    /// `proof list`: print the preview names.
    case list
    /// `proof render …`.
    case render(RenderOptions)

    /// The commands.
    static let commands = ["list", "render", "help"]

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(CLIError) -> Invocation {
        guard let command = arguments.first else {
            throw .usage("missing command: use 'proof list' or 'proof render <preview>' (see 'proof --help')")
        }
        let rest = Array(arguments.dropFirst())
        if ["-h", "--help", "help"].contains(command) || rest.contains("-h") || rest.contains("--help") {
            return .help
        }
        switch command {
        case "list":
            if let extra = rest.first { throw .usage("list takes no arguments, found '\(extra)'") }
            return .list
        case "render":
            return .render(try RenderOptions.parse(rest))
        default:
            let kind = command.hasPrefix("-") ? "option" : "command"
            throw .usage(
                "unknown \(kind) '\(command)'\(NameSuggester.hint(for: command, in: commands, quote: "'")) (commands: list, render; see 'proof --help')"
            )
        }
    }
}
