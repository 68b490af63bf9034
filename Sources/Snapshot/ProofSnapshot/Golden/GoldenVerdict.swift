/// The outcome of checking one rendering against its golden in a `GoldenStore`.
public enum GoldenVerdict: Sendable, Equatable {
    /// The rendering has the golden's pixels (within the tolerances asked for).
    case matches
    /// There is no golden; the rendering was written to `actualPath` to be looked at.
    case missing(goldenPath: String, actualPath: String)
    /// The pixels differ beyond the tolerances: the comparison's figures, the rendering written to
    /// `actualPath` and the reference | difference | new strip written to `diffPath`.
    case differs(goldenPath: String, comparison: ImageComparison, actualPath: String, diffPath: String)
    /// The golden exists but is not a PNG that decodes.
    case undecodable(goldenPath: String, reason: String, actualPath: String)

    /// Whether the rendering matches its golden.
    public var isMatch: Bool { self == .matches }

    /// What went wrong and where to look, or nil for a match. `precision` is the one the
    /// comparison ran with (1 = every pixel must match); `recordCommand` is how the reader records
    /// a golden (`proof record --only <name>` from the command line).
    public func message(precision: Float = 1, recordCommand: String = "Scripts/record-goldens") -> String? {
        switch self {
        case .matches:
            return nil
        case .missing(let golden, let actual):
            return "no golden at \(golden); the rendering was written to \(actual): look at it, then record it "
                + "(\(recordCommand))"
        case .differs(let golden, let comparison, let actual, let diff):
            let why = comparison.failureMessage(precision: precision) ?? "the pixels differ"
            return
                "the rendering differs from \(golden):\n\(why)\nnew: \(actual)\ndiff (reference | difference | new): "
                + diff
        case .undecodable(let golden, let reason, let actual):
            return "the golden \(golden) does not decode (\(reason)); the rendering was written to \(actual): "
                + "re-record it if the file is damaged"
        }
    }
}
