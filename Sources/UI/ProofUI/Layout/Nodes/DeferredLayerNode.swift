/// An overlay or background built once the primary view is placed (from what the primary's
/// subtree reports then, such as preference values): the primary sizes the view; the layer is
/// offered that size and aligned on it.
final class DeferredLayerNode: LayoutNode {
    let primary: LayoutNode
    let alignment: Alignment
    let onTop: Bool
    let makeLayer: @MainActor (LayoutNode) -> LayoutNode
    private var layer: LayoutNode?

    init(
        primary: LayoutNode, alignment: Alignment, onTop: Bool, environment: EnvironmentValues,
        makeLayer: @escaping @MainActor (LayoutNode) -> LayoutNode
    ) {
        self.primary = primary
        self.alignment = alignment
        self.onTop = onTop
        self.makeLayer = makeLayer
        super.init(environment: environment)
        // The layer is built later; only the primary's guides count.
        setsCustomGuides = primary.setsCustomGuides
        layoutPriority = primary.layoutPriority
        layoutValues = primary.layoutValues
    }

    override var debugName: String { onTop ? "OverlayPreferenceValue" : "BackgroundPreferenceValue" }
    override var children: [LayoutNode] {
        guard let layer else { return [primary] }
        return onTop ? [primary, layer] : [layer, primary]
    }
    override var isSpacer: Bool { primary.isSpacer }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { primary.size(for: p) }
    override func placeChildren(in bounds: CGRect) {
        primary.place(in: bounds)
        let node = makeLayer(primary)
        layer = node
        placeLayer(node, on: primary, in: bounds, alignment: alignment)
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        primary.explicitAlignment(key, size: size)
    }
}
