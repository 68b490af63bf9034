/// `ZStack`: the children with the highest layout priority are offered the proposal and the stack is
/// as big as the largest of them; the others are then offered the stack's size (SwiftUI's rule).
final class ZStackNode: LayoutNode {
    let items: [LayoutNode]
    let alignment: Alignment
    init(children: [LayoutNode], alignment: Alignment, environment: EnvironmentValues) {
        items = children
        self.alignment = alignment
        super.init(environment: environment)
    }
    override var debugName: String { "ZStack" }
    override var children: [LayoutNode] { items }

    /// The children that size the stack.
    private var primaries: [LayoutNode] {
        guard let top = items.map(\.layoutPriority).max() else { return [] }
        return items.filter { $0.layoutPriority == top }
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let sizes = primaries.map { $0.size(for: p) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
    override func placeChildren(in bounds: CGRect) {
        let p = measuredProposal(for: bounds.size)
        let top = items.map(\.layoutPriority).max()
        for item in items {
            let offer = item.layoutPriority == top ? p : ProposedViewSize(bounds.size)
            align(item, size: item.size(for: offer), in: bounds, alignment: alignment)
        }
    }
}
