/// `.padding`: offers the child the proposal less the insets and grows its size by them.
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets
    init(child: LayoutNode, insets: EdgeInsets, environment: EnvironmentValues) {
        self.insets = insets
        super.init(child: child, environment: environment, isLayout: true)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let h = insets.leading + insets.trailing
        let v = insets.top + insets.bottom
        let inner = ProposedViewSize(width: p.width.map { max(0, $0 - h) }, height: p.height.map { max(0, $0 - v) })
        let s = child.size(for: inner)
        return CGSize(width: s.width + h, height: s.height + v)
    }
    override func placeChildren(in bounds: CGRect) {
        let size = CGSize(
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        child.place(in: leadingRect(CGPoint(x: insets.leading, y: insets.top), size, in: bounds))
    }
    private func inner(_ size: CGSize) -> CGSize {
        CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }
    override func firstBaseline(for size: CGSize) -> CGFloat? {
        child.firstBaseline(for: inner(size)).map { $0 + insets.top }
    }
    override func lastBaseline(for size: CGSize) -> CGFloat? {
        child.lastBaseline(for: inner(size)).map { $0 + insets.top }
    }
}
