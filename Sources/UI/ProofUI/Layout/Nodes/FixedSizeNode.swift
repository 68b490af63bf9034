/// `.fixedSize`: offers nil (the ideal size) on the fixed axes.
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool, vertical: Bool
    init(child: LayoutNode, horizontal: Bool, vertical: Bool, environment: EnvironmentValues) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, environment: environment, isLayout: true)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        child.size(for: ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
    }
    override func placeChildren(in bounds: CGRect) {
        let s = computeSize(measuredProposal(for: bounds.size))
        align(child, size: s, in: bounds, alignment: .center)
    }
}
