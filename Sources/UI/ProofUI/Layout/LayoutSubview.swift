/// A proxy for one subview of a custom `Layout`: ask it for sizes, then place it.
///
/// As in SwiftUI, `Layout`'s requirements and this proxy are nonisolated, so a team's layout needs
/// no isolation of its own; the proxy is only ever handed out while ProofUI lays a view out, which
/// happens on the main actor, so its methods assume that isolation (and trap if misused elsewhere).
public struct LayoutSubview: Equatable, Sendable {
    let node: LayoutNode
    let placements: LayoutPlacements

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { node.size(for: proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        MainActor.assumeIsolated { node.dimensions(node.size(for: proposal)) }
    }

    /// The subview's `.layoutPriority`.
    public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }

    /// The spacing the subview asks for around it (none for a spacer).
    public var spacing: ViewSpacing { MainActor.assumeIsolated { node.viewSpacing } }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // A key's value need not be Sendable; it never leaves the main actor, where layout runs.
        nonisolated(unsafe) var value: K.Value?
        let id = ObjectIdentifier(key)
        MainActor.assumeIsolated { value = node.layoutValues[id] as? K.Value }
        return value ?? K.defaultValue
    }

    /// Places the subview so that its `anchor` is at `position` (root coordinates, as the layout's
    /// bounds), at the size it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated { placeOnMainActor(at: position, anchor: anchor, proposal: proposal) }
    }

    @MainActor private func placeOnMainActor(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
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
@MainActor final class LayoutPlacements {
    var placed: Set<ObjectIdentifier> = []
    /// The bounds placements are mirrored across (a right-to-left layout); nil otherwise.
    var mirroredBounds: CGRect?
}
