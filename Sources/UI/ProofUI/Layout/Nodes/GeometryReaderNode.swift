/// `GeometryReader`: takes the whole proposal and builds its content with that size.
final class GeometryReaderNode: LayoutNode {
    let makeContent: @MainActor (GeometryProxy) -> LayoutNode
    private var content: LayoutNode?
    init(environment: EnvironmentValues, makeContent: @escaping @MainActor (GeometryProxy) -> LayoutNode) {
        self.makeContent = makeContent
        super.init(environment: environment)
    }
    override var children: [LayoutNode] { content.map { [$0] } ?? [] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }
    override func placeChildren(in bounds: CGRect) {
        let node = makeContent(GeometryProxy(size: bounds.size, frameInRoot: bounds))
        content = node
        let s = node.size(for: ProposedViewSize(width: bounds.width, height: bounds.height))
        node.place(in: leadingRect(.zero, s, in: bounds))
    }
}
