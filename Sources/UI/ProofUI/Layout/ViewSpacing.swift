/// The spacing a view asks for around it, as SwiftUI's `ViewSpacing`: a custom `Layout` reads a
/// subview's (`subview.spacing`) and asks for the distance to the next one.
///
/// Proof's spacing model is simpler than SwiftUI's (which varies with the kinds of views side by
/// side): every view asks for 8 pt on each edge, a spacer for none, and the distance between two
/// views is the smaller of what they ask for, so that nothing is added next to a spacer, as in a
/// stack.
public struct ViewSpacing: Sendable, Equatable {
    /// What the view asks for on each edge.
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// No spacing on any edge.
    public static let zero = ViewSpacing(uniform: 0)

    /// The default spacing of a view (8 pt on every edge).
    public init() { self.init(uniform: StackNode.defaultSpacing) }

    init(uniform: CGFloat) {
        top = uniform
        leading = uniform
        bottom = uniform
        trailing = uniform
    }

    /// Keeps, on `edges`, the larger of this spacing and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with, on `edges`, the larger of it and `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var r = self
        r.formUnion(other, edges: edges)
        return r
    }

    /// The distance between this view and `next`, after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? min(trailing, next.leading) : min(bottom, next.top)
    }
}
