/// `.overlay` and `.background`: the primary child sizes the view; the secondary one is offered that
/// size and aligned on it, drawn above (overlay) or below (background).
final class LayeredNode: LayoutNode {
    let primary: LayoutNode, secondary: LayoutNode
    let alignment: Alignment
    let secondaryOnTop: Bool
    init(
        primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, secondaryOnTop: Bool,
        environment: EnvironmentValues
    ) {
        self.primary = primary
        self.secondary = secondary
        self.alignment = alignment
        self.secondaryOnTop = secondaryOnTop
        super.init(environment: environment)
        layoutPriority = primary.layoutPriority
        layoutValues = primary.layoutValues
    }
    override var debugName: String { secondaryOnTop ? "Overlay" : "Background" }
    override var children: [LayoutNode] { secondaryOnTop ? [primary, secondary] : [secondary, primary] }
    override var isSpacer: Bool { primary.isSpacer }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { primary.size(for: p) }
    override func placeChildren(in bounds: CGRect) {
        primary.place(in: bounds)
        placeLayer(secondary, on: primary, in: bounds, alignment: alignment)
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        primary.explicitAlignment(key, size: size)
    }
}
