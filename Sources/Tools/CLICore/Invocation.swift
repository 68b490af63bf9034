import ProofArguments

/// A parsed `proof` command line.
public enum Invocation: Equatable, Sendable {
    /// `--help`, `-h` or `help` anywhere: print this help (the whole tool's, a command's or a topic's).
    case help(HelpRequest)
    /// `proof --version`: print this line.
    case version(String)
    /// `proof list`: print the preview names.
    case list
    /// `proof render …`.
    case render(RenderOptions)

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(CLIError) -> Invocation {
        let outcome: ParseOutcome
        do { outcome = try ProofCommand.command.parse(arguments) } catch { throw .arguments(error) }
        switch outcome {
        case .help(let request): return .help(request)
        case .version(let line): return .version(line)
        case .run(let parsed) where parsed.commandName == ProofCommand.list.name: return .list
        case .run(let parsed): return .render(try RenderOptions(parsed))
        }
    }
}
