/// `.aspectRatio(_:contentMode:)`: offers the largest (fit) or smallest (fill) rectangle of the ratio;
/// an unspecified proposal (ideal size) is passed through unchanged, as SwiftUI does.
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode
    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode, environment: EnvironmentValues) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child, environment: environment, isLayout: true)
    }
    private func effectiveRatio() -> CGFloat {
        if let ratio, ratio > 0, ratio.isFinite { return ratio }
        let ideal = child.size(for: .unspecified)
        return ideal.height > 0 ? ideal.width / ideal.height : 1
    }
    /// The offer to the child for the proposal `p`.
    private func offer(_ p: ProposedViewSize) -> ProposedViewSize {
        let r = effectiveRatio()
        let target: CGSize
        switch (p.width, p.height) {
        case (nil, nil): return p
        case (let w?, nil): target = CGSize(width: w, height: w / r)
        case (nil, let h?): target = CGSize(width: h * r, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / r)
            let byHeight = CGSize(width: h * r, height: h)
            let fitsByWidth = byWidth.height <= h
            switch contentMode {
            case .fit: target = fitsByWidth ? byWidth : byHeight
            case .fill: target = fitsByWidth ? byHeight : byWidth
            }
        }
        return ProposedViewSize(target)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.size(for: offer(p)) }
    override func placeChildren(in bounds: CGRect) {
        let s = child.size(for: offer(measuredProposal(for: bounds.size)))
        align(child, size: s, in: bounds, alignment: .center)
    }
}
