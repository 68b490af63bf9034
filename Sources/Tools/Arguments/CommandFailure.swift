/// A failure a command's run reports: its message (without the executable's name) and its exit status.
public protocol CommandFailure: Error, CustomStringConvertible {
    /// The exit status: 1 when the work failed, 2 when the input was wrong (the command line included).
    var exitCode: Int32 { get }
}

extension ArgumentError: CommandFailure {}
