/// `.position(x:y:)`: takes the whole proposal and centres the child on the point.
final class PositionNode: WrapperNode {
    let point: CGPoint
    init(child: LayoutNode, point: CGPoint, environment: EnvironmentValues) {
        self.point = point
        super.init(child: child, environment: environment)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }
    override func placeChildren(in bounds: CGRect) {
        let s = child.size(for: .unspecified)
        let x = environment.layoutDirection == .rightToLeft ? bounds.maxX - point.x : bounds.minX + point.x
        child.place(
            in: CGRect(x: x - s.width / 2, y: bounds.minY + point.y - s.height / 2, width: s.width, height: s.height))
    }
}
