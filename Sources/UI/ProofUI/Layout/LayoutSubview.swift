/// A proxy for one subview of a custom `Layout`: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let placements: LayoutPlacements

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.size(for: proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let s = node.size(for: proposal)
        return ViewDimensions(
            width: s.width, height: s.height, firstBaseline: node.firstBaseline(for: s),
            lastBaseline: node.lastBaseline(for: s))
    }

    /// The subview's `.layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// Places the subview so that its `anchor` is at `position` (root coordinates, as the layout's
    /// bounds), at the size it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let s = node.size(for: proposal)
        node.place(
            in: CGRect(
                x: position.x - anchor.x * s.width, y: position.y - anchor.y * s.height, width: s.width,
                height: s.height))
        placements.placed.insert(ObjectIdentifier(node))
    }

    /// The same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// Which subviews a layout placed during one `placeSubviews` call.
final class LayoutPlacements {
    var placed: Set<ObjectIdentifier> = []
}
