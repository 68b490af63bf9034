/// A node that wraps one child and passes layout through (base of most modifiers).
class WrapperNode: LayoutNode {
    let child: LayoutNode
    init(child: LayoutNode, environment: EnvironmentValues) {
        self.child = child
        super.init(environment: environment)
        layoutPriority = child.layoutPriority
    }
    override var children: [LayoutNode] { [child] }
    override var spacerMinLength: CGFloat? { child.spacerMinLength }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.size(for: proposal) }
    override func placeChildren(in bounds: CGRect) { child.place(in: bounds) }
    override func firstBaseline(for size: CGSize) -> CGFloat? { child.firstBaseline(for: size) }
    override func lastBaseline(for size: CGSize) -> CGFloat? { child.lastBaseline(for: size) }
}
