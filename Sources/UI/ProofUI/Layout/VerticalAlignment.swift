/// Vertical alignment: top, centre, bottom, or a text baseline.
public struct VerticalAlignment: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fraction(CGFloat)
        case firstBaseline
        case lastBaseline
    }
    let kind: Kind
    /// The top edge.
    public static let top = VerticalAlignment(kind: .fraction(0))
    /// The centre.
    public static let center = VerticalAlignment(kind: .fraction(0.5))
    /// The bottom edge.
    public static let bottom = VerticalAlignment(kind: .fraction(1))
    /// The first text baseline (the bottom of views without text).
    public static let firstTextBaseline = VerticalAlignment(kind: .firstBaseline)
    /// The last text baseline (the bottom of views without text).
    public static let lastTextBaseline = VerticalAlignment(kind: .lastBaseline)
}
