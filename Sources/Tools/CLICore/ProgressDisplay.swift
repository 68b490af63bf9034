import Foundation

/// How `proof verify` and `proof record` show their progress.
public enum ProgressDisplay: Sendable, Equatable {
    /// One line on standard output rewritten in place (`\r`), at most ten times a second, cleared
    /// at the end: for a person watching a terminal.
    case terminal
    /// A plain line through `output` at every tenth of the run: for logs (CI).
    case lines
    /// Nothing.
    case none

    /// `.terminal` when standard output is a terminal (`isatty`), else `.lines`.
    public static var automatic: ProgressDisplay { isatty(STDOUT_FILENO) != 0 ? .terminal : .lines }
}
