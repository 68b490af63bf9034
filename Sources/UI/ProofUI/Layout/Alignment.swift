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

/// An alignment on both axes.
public struct Alignment: Hashable, Sendable {
    /// Horizontal part.
    public var horizontal: HorizontalAlignment
    /// Vertical part.
    public var vertical: VerticalAlignment
    /// An alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
