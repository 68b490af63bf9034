/// A proxy for one subview of a custom `Layout`: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let placements: LayoutPlacements

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.size(for: proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(node.size(for: proposal))
    }

    /// The subview's `.layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview asks for around it (none for a spacer).
    public var spacing: ViewSpacing { node.viewSpacing }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview so that its `anchor` is at `position` (root coordinates, as the layout's
    /// bounds), at the size it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let s = node.size(for: proposal)
        var rect = CGRect(
            x: position.x - anchor.x * s.width, y: position.y - anchor.y * s.height, width: s.width, height: s.height)
        // Right to left, the layout placed from the leading edge: mirror across its bounds.
        if let mirror = placements.mirroredBounds { rect.origin.x = mirror.minX + mirror.maxX - rect.maxX }
        node.place(in: rect)
        placements.placed.insert(ObjectIdentifier(node))
    }

    /// The same subview.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// Which subviews a layout placed during one `placeSubviews` call.
final class LayoutPlacements {
    var placed: Set<ObjectIdentifier> = []
    /// The bounds placements are mirrored across (a right-to-left layout); nil otherwise.
    var mirroredBounds: CGRect?
}
