/// What a command line asks for.
public enum ParseOutcome: Sendable {
    /// Run the command the arguments select, with these values.
    case run(ParsedArguments)
    /// Print this help (`-h`, `--help` or `help` anywhere).
    case help(HelpRequest)
    /// Print this line (`--version`): the executable's name and its version.
    case version(String)
}
