/// `.padding`: offers the child the proposal less the insets and grows its size by them.
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets
    init(child: LayoutNode, insets: EdgeInsets, environment: EnvironmentValues) {
        self.insets = insets
        super.init(child: child, environment: environment, isLayout: true)
    }
    /// The proposal less the insets.
    private func innerProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let h = insets.leading + insets.trailing
        let v = insets.top + insets.bottom
        return ProposedViewSize(width: p.width.map { max(0, $0 - h) }, height: p.height.map { max(0, $0 - v) })
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let s = child.size(for: innerProposal(p))
        return CGSize(width: s.width + insets.leading + insets.trailing, height: s.height + insets.top + insets.bottom)
    }
    override func placeChildren(in bounds: CGRect) {
        // The child keeps the size it chose for the inner proposal (bounds less insets can differ from
        // it in the last bit, which would lose the proposal the child was measured with).
        let s = child.size(for: innerProposal(measuredProposal(for: bounds.size)))
        child.place(in: leadingRect(CGPoint(x: insets.leading, y: insets.top), s, in: bounds))
    }
    private func inner(_ size: CGSize) -> CGSize {
        CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        offsetGuide(key, of: child, size: inner(size), at: CGPoint(x: insets.leading, y: insets.top))
    }
}
