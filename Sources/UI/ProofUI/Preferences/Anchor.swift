/// An opaque reference to a geometric value of a view (its bounds, a point of it), resolved in a
/// `GeometryProxy`'s coordinate space with `proxy[anchor]`, as SwiftUI's `Anchor`. Views publish
/// anchors with `.anchorPreference(key:value:transform:)`.
///
/// Proof differs from SwiftUI in right-to-left layouts: the resolved value is in the proxy's
/// physical (left-to-right) coordinates, not mirrored.
public struct Anchor<Value>: Equatable, @unchecked Sendable {
    // @unchecked: an anchor refers to a node of one render, which only the thread rendering it
    // reads; SwiftUI's `Anchor` is `Sendable`, so preference keys holding one compile unchanged.
    /// The view the anchor refers to.
    let node: LayoutNode
    /// The value from the view's frame in root coordinates.
    let resolve: (CGRect) -> Value
    let sourceID: String
    /// Moves a value by an offset (into another view's coordinates).
    let shift: (Value, CGPoint) -> Value

    /// The value in the coordinates of a view whose origin is at `origin` in root coordinates (the
    /// anchored view must have been placed).
    func value(relativeTo origin: CGPoint) -> Value {
        shift(resolve(MainActor.assumeIsolated { node.frame }), CGPoint(x: -origin.x, y: -origin.y))
    }

    /// The same view and source.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.node === b.node && a.sourceID == b.sourceID }

    /// Which value of a view an anchor stands for.
    public struct Source: @unchecked Sendable {
        // @unchecked: the closures only compute a value from a frame; they capture constants.
        let resolve: (CGRect) -> Value
        let shift: (Value, CGPoint) -> Value
        let id: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(resolve: { $0 }, shift: Self.shift, id: "bounds") }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init(resolve: { r.offsetBy(dx: $0.minX, dy: $0.minY) }, shift: Self.shift, id: "rect\(r)")
    }

    private static func shift(_ r: CGRect, _ d: CGPoint) -> CGRect { r.offsetBy(dx: d.x, dy: d.y) }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        .init(resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }, shift: Self.shift, id: "point\(p)")
    }
    /// A point of the view's bounds at unit coordinates `p`.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init(
            resolve: { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }, shift: Self.shift,
            id: "unit\(p.x),\(p.y)")
    }

    private static func shift(_ p: CGPoint, _ d: CGPoint) -> CGPoint { CGPoint(x: p.x + d.x, y: p.y + d.y) }
    /// The view's origin.
    public static var zero: Anchor<CGPoint>.Source { unitPoint(.zero) }
    /// The top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
