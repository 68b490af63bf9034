import ProofUI

/// The person glyph of an icon avatar (OUDS iOS `ic_communication_people_avatar`, drawn here): a head
/// and rounded shoulders on a 24-unit grid, scaled to the frame.
nonisolated struct AvatarPersonShape: Shape {
    func path(in rect: CGRect) -> Path {
        let u = min(rect.width, rect.height) / 24
        let x0 = rect.midX - 12 * u
        let y0 = rect.midY - 12 * u
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x0 + x * u, y: y0 + y * u) }
        var path = Path()
        path.addEllipse(in: CGRect(x: x0 + 7 * u, y: y0 + 2 * u, width: 10 * u, height: 10 * u))
        path.move(to: p(3, 22))
        path.addCurve(to: p(12, 13.5), control1: p(3, 17), control2: p(7, 13.5))
        path.addCurve(to: p(21, 22), control1: p(17, 13.5), control2: p(21, 17))
        path.closeSubpath()
        return path
    }
}
