/// `.aspectRatio(_:contentMode:)`: offers the largest (fit) or smallest (fill) rectangle of the ratio.
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode
    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode, environment: EnvironmentValues) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child, environment: environment)
    }
    private func effectiveRatio() -> CGFloat {
        if let ratio, ratio > 0, ratio.isFinite { return ratio }
        let ideal = child.size(for: .unspecified)
        return ideal.height > 0 ? ideal.width / ideal.height : 1
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let r = effectiveRatio()
        let target: CGSize
        switch (p.width, p.height) {
        case (nil, nil):
            let ideal = child.size(for: .unspecified)
            target = CGSize(width: ideal.width, height: ideal.width / r)
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
        return child.size(for: ProposedViewSize(target))
    }
    override func placeChildren(in bounds: CGRect) {
        let s = child.size(for: ProposedViewSize(width: bounds.width, height: bounds.height))
        align(child, size: s, in: bounds, alignment: .center)
    }
}
