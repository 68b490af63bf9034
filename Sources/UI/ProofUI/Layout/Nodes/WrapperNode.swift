/// A node that wraps one child and passes layout through (base of most modifiers).
class WrapperNode: LayoutNode {
    let child: LayoutNode
    /// `isLayout`: a layout modifier (padding, frame, …) is a new view in its parent's layout, with
    /// priority 0 (SwiftUI's rule); other wrappers pass the child's `layoutPriority` up.
    init(child: LayoutNode, environment: EnvironmentValues, isLayout: Bool = false) {
        self.child = child
        super.init(environment: environment)
        layoutPriority = isLayout ? 0 : child.layoutPriority
        layoutValues = child.layoutValues
    }
    override var children: [LayoutNode] { [child] }
    override var isSpacer: Bool { child.isSpacer }
    override var viewSpacing: ViewSpacing {
        if isSpacer { return .zero }
        return child.isSpacer ? ViewSpacing() : child.viewSpacing
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.size(for: proposal) }
    override func placeChildren(in bounds: CGRect) { child.place(in: bounds) }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, size: size)
    }
}
