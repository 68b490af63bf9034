/// A size a parent offers its child: nil on an axis asks for the ideal size, 0 for the minimum,
/// infinity for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// Offered width.
    public var width: CGFloat?
    /// Offered height.
    public var height: CGFloat?
    /// An offer.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// An offer of `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    /// Ideal size on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Minimum on both axes.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Maximum on both axes.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The offer with nil replaced by `size`'s components.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, main: CGFloat?, cross: CGFloat?) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
