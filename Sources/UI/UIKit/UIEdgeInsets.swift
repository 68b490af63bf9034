/// Insets from each edge, in points (UIKit's `UIEdgeInsets`, with `left`/`right`, not
/// leading/trailing).
public struct UIEdgeInsets: Hashable, Sendable {
    /// From the top.
    public var top: CGFloat
    /// From the left.
    public var left: CGFloat
    /// From the bottom.
    public var bottom: CGFloat
    /// From the right.
    public var right: CGFloat

    /// Insets from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
