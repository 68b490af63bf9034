/// A circle centred in its frame, as wide as the frame's shorter side.
nonisolated public struct Circle: InsettableShape, Hashable, Sendable {
    var insetAmount: CGFloat = 0
    /// A circle.
    public init() {}
    /// The circle in `rect`.
    public func path(in rect: CGRect) -> Path {
        let d = max(0, min(rect.width, rect.height) - 2 * insetAmount)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    /// A circle takes a square of the smaller proposed side (SwiftUI's rule). A nil side counts as
    /// 10 pt, the default every shape uses for an unspecified dimension, so the ideal circle is
    /// 10 × 10 (our choice where Apple documents nothing).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let s = proposal.replacingUnspecifiedDimensions()
        let side = min(s.width, s.height)
        return CGSize(width: side, height: side)
    }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> Circle {
        var c = self
        c.insetAmount += amount
        return c
    }
}

nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}
