/// The outcome of registering every font file in a folder: what loaded and what did not.
public struct FontRegistrationReport: Sendable {
    /// PostScript names registered, in file-name order.
    public var registered: [String] = []
    /// One error per file that could not be loaded (the others are registered regardless).
    public var failures: [FontError] = []
}
