/// Horizontal alignment: leading, centre, trailing (mirrored right to left).
public struct HorizontalAlignment: Hashable, Sendable {
    let fraction: CGFloat
    /// The leading edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The centre.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// SwiftUI's list-row separator guide (leading here).
    public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0)
}
