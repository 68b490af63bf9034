/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
final class FlexibleFrameNode: WrapperNode {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    init(
        child: LayoutNode, minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
        idealHeight: CGFloat?,
        maxHeight: CGFloat?, alignment: Alignment, environment: EnvironmentValues
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
        super.init(child: child, environment: environment, isLayout: true)
    }
    override var isSpacer: Bool { false }

    private static func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var r = v
        if let hi { r = min(r, hi) }
        if let lo { r = max(r, lo) }
        return r
    }

    /// One axis: the frame's length given its proposal and the child's length. With a nil proposal the
    /// frame reports its ideal length when it has one, kept between the minimum and the maximum;
    /// otherwise the child's length, clamped. With a proposal, a bound given on a side takes the
    /// proposal's length over the child's on that side (`maxWidth: .infinity` fills what is offered).
    private static func resolve(proposal: CGFloat?, ideal: CGFloat?, lo: CGFloat?, hi: CGFloat?, child: CGFloat)
        -> CGFloat
    {
        guard let proposal else { return clamp(ideal ?? child, lo, hi) }
        let reference = clamp(proposal, lo, hi)
        var r = child
        if let lo { r = max(lo, min(r, reference)) }
        if let hi { r = min(hi, max(r, reference)) }
        return r
    }

    /// The offer to the child: the proposal (or the ideal length where it is nil), clamped.
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: (p.width ?? idealWidth).map { Self.clamp($0, minWidth, maxWidth) },
            height: (p.height ?? idealHeight).map { Self.clamp($0, minHeight, maxHeight) })
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let cs = child.size(for: childProposal(p))
        let w = Self.resolve(proposal: p.width, ideal: idealWidth, lo: minWidth, hi: maxWidth, child: cs.width)
        let h = Self.resolve(proposal: p.height, ideal: idealHeight, lo: minHeight, hi: maxHeight, child: cs.height)
        return CGSize(width: w, height: h)
    }
    override func placeChildren(in bounds: CGRect) {
        // The child is offered the frame's own size, not the proposal the frame was measured with:
        // under a nil proposal (Proof's intrinsic-size render) `.frame(minWidth: 200, maxWidth:
        // .infinity)` then fills its 200 pt with the content, as it does on a device, where a hosting
        // view always proposes a concrete size.
        let s = child.size(for: childProposal(ProposedViewSize(bounds.size)))
        align(child, size: s, in: bounds, alignment: alignment)
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let s = child.size(for: childProposal(ProposedViewSize(size)))
        return offsetGuide(key, of: child, size: s, at: alignedOffset(child, size: s, in: size, alignment: alignment))
    }
}
