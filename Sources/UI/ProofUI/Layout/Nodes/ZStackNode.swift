/// `ZStack`: every child is offered the proposal; the stack is as big as the largest.
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
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let sizes = items.map { $0.size(for: p) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
    override func placeChildren(in bounds: CGRect) {
        for item in items {
            align(
                item, size: item.size(for: ProposedViewSize(width: bounds.width, height: bounds.height)), in: bounds,
                alignment: alignment)
        }
    }
}
