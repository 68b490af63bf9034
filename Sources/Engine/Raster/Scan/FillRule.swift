/// How the winding number of a point decides whether it is inside a filled path.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside when the winding number is not zero.
    case nonZero
    /// Inside when the winding number is odd.
    case evenOdd
}
