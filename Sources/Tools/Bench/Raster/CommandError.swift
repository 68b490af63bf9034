/// Why a `proof-bench` command stopped: bad arguments (exit status 2, usage printed) or a failure
/// while running (exit status 1).
enum CommandError: Error {
    /// The command line is wrong; the message says what, the usage follows it.
    case usage(String)
    /// Input could not be read or output could not be written.
    case failure(String)

    /// The process exit status for this error.
    var exitStatus: Int32 {
        switch self {
        case .usage: return 2
        case .failure: return 1
        }
    }
}
