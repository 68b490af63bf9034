/// `.frame(width:height:alignment:)`: proposes exactly the given lengths and takes them.
final class FixedFrameNode: WrapperNode {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment, environment: EnvironmentValues) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
        self.alignment = alignment
        super.init(child: child, environment: environment, isLayout: true)
    }
    override var isSpacer: Bool { false }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = child.size(for: ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }
    override func placeChildren(in bounds: CGRect) {
        // The child is offered what it was measured with: the fixed lengths, else the frame's offer.
        let p = measuredProposal(for: bounds.size)
        let s = child.size(for: ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
        align(child, size: s, in: bounds, alignment: alignment)
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let s = child.size(for: ProposedViewSize(width: size.width, height: size.height))
        let offset = alignedOffset(child, size: s, in: size, alignment: alignment)
        return offsetGuide(key, of: child, size: s, at: offset)
    }
}
