import ProofArguments

/// Why a `proof-bench` command stopped: bad input (exit status 2, usage printed) or a failure
/// while running (exit status 1).
enum CommandError: CommandFailure {
    /// The input is wrong (an unknown scene); the message says what, the usage follows it.
    case usage(String)
    /// Input could not be read or output could not be written.
    case failure(String)

    /// The process exit status for this error.
    var exitCode: Int32 {
        switch self {
        case .usage: return 2
        case .failure: return 1
        }
    }

    /// The message, without the `proof-bench: ` prefix.
    var description: String {
        switch self {
        case .usage(let message), .failure(let message): return message
        }
    }
}
