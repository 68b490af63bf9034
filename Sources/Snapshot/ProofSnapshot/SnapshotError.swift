/// Why a snapshot could not be taken, stored, read or compared. Each description says what to do.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An environment variable names no record mode.
    case invalidRecordMode(variable: String, value: String)
    /// The value (or the strategy's `snapshot` function) threw while the snapshot was being taken.
    case snapshotFailed(reason: String)
    /// The strategy could not turn the snapshot into bytes.
    case encodingFailed(reason: String)
    /// Bytes could not be turned back into a value (raised by a strategy's `fromData`).
    case undecodableData(reason: String)
    /// The reference file exists but does not decode with the strategy.
    case undecodableReference(path: String, reason: String)
    /// A file could not be read.
    case cannotRead(path: String, reason: String)
    /// A file could not be written (the old file, if any, is untouched).
    case cannotWrite(path: String, reason: String)
    /// A directory could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// A parameterized test asserted without `named:`, so its cases would share reference names.
    case parameterizedTestNeedsName(testName: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .invalidRecordMode(let variable, let value):
            return "\(variable)=\"\(value)\" is not a record mode; use one of "
                + "\(SnapshotRecordMode.acceptedValues), or unset it"
        case .snapshotFailed(let reason):
            return "could not take the snapshot: \(reason)"
        case .encodingFailed(let reason):
            return "could not encode the snapshot: \(reason)"
        case .undecodableData(let reason):
            return "cannot decode the data: \(reason)"
        case .undecodableReference(let path, let reason):
            return "the reference \(path) cannot be decoded (\(reason)); it is damaged or not of this "
                + "strategy's format: delete it and run with PROOF_RECORD=missing, or run with "
                + "PROOF_RECORD=failed to replace it"
        case .cannotRead(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason); check that the folder is writable and the disk not full"
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create the folder \(path): \(reason)"
        case .parameterizedTestNeedsName(let testName):
            return "\(testName) is parameterized: pass `named:` (for example derived from the argument) so "
                + "that each case has its own reference; a counter would number the cases in whatever "
                + "order they happen to run"
        }
    }
}
