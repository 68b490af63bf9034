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
    /// `proof verify …`.
    case verify(GoldenOptions)
    /// `proof record …`.
    case record(GoldenOptions)
    /// `proof prune …`.
    case prune(GoldenOptions)
    /// `proof diff <reference.png> <new.png> …`.
    case diff(DiffOptions)
    /// `proof review --from … --out …`.
    case review(ReviewOptions)

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(CLIError) -> Invocation {
        let outcome: ParseOutcome
        do { outcome = try ProofCommand.command.parse(arguments) } catch { throw .arguments(error) }
        switch outcome {
        case .help(let request): return .help(request)
        case .version(let line): return .version(line)
        case .run(let parsed):
            switch parsed.commandName {
            case ProofCommand.list.name: return .list
            case GoldenArguments.verify.name: return .verify(try GoldenOptions(parsed))
            case GoldenArguments.record.name: return .record(try GoldenOptions(parsed))
            case GoldenArguments.prune.name: return .prune(try GoldenOptions(parsed))
            case DiffArguments.command.name: return .diff(DiffOptions(parsed))
            case ReviewArguments.command.name: return .review(try ReviewOptions(parsed))
            default: return .render(try RenderOptions(parsed))
            }
        }
    }
}
