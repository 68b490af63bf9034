/// `.position(x:y:)`: as big as its proposal (the child's size where the proposal is nil), it offers
/// its child that same proposal and centres the child on the point.
final class PositionNode: WrapperNode {
    let point: CGPoint
    init(child: LayoutNode, point: CGPoint, environment: EnvironmentValues) {
        self.point = point
        super.init(child: child, environment: environment, isLayout: true)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        if let w = p.width, let h = p.height { return CGSize(width: w, height: h) }
        return p.replacingUnspecifiedDimensions(by: child.size(for: p))
    }
    override func placeChildren(in bounds: CGRect) {
        let s = child.size(for: measuredProposal(for: bounds.size))
        let x = environment.layoutDirection == .rightToLeft ? bounds.maxX - point.x : bounds.minX + point.x
        child.place(
            in: CGRect(x: x - s.width / 2, y: bounds.minY + point.y - s.height / 2, width: s.width, height: s.height))
    }
}
