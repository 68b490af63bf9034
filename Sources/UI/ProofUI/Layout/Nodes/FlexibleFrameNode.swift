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
        super.init(child: child, environment: environment)
    }
    override var spacerMinLength: CGFloat? { nil }

    private static func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var r = v
        if let hi { r = min(r, hi) }
        if let lo { r = max(r, lo) }
        return r
    }

    /// One axis: the offer to the child and the frame's length given the child's.
    private static func resolve(
        proposal: CGFloat?, ideal: CGFloat?, lo: CGFloat?, hi: CGFloat?, child: (CGFloat?) -> CGFloat
    ) -> CGFloat {
        let offered = proposal ?? ideal
        let childOffer = offered.map { clamp($0, lo, hi) }
        let childLength = child(childOffer)
        if lo == nil && hi == nil { return ideal.map { proposal == nil ? $0 : childLength } ?? childLength }
        let reference = offered ?? childLength
        var r = childLength
        if let lo { r = max(lo, min(r, reference)) }
        if let hi { r = min(hi, max(r, reference)) }
        return r
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let offeredW = (p.width ?? idealWidth).map { Self.clamp($0, minWidth, maxWidth) }
        let offeredH = (p.height ?? idealHeight).map { Self.clamp($0, minHeight, maxHeight) }
        let cs = child.size(for: ProposedViewSize(width: offeredW, height: offeredH))
        let w = Self.resolve(proposal: p.width, ideal: idealWidth, lo: minWidth, hi: maxWidth) { _ in cs.width }
        let h = Self.resolve(proposal: p.height, ideal: idealHeight, lo: minHeight, hi: maxHeight) { _ in cs.height }
        return CGSize(width: w, height: h)
    }
    override func placeChildren(in bounds: CGRect) {
        let s = child.size(for: ProposedViewSize(width: bounds.width, height: bounds.height))
        align(child, size: s, in: bounds, alignment: alignment)
    }
}
