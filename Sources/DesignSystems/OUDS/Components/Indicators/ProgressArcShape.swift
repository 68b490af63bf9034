import ProofUI

/// An arc of the circle inscribed in the frame, on the radius where a stroke of `lineWidth` stays
/// inside it: from `from` to `to` (fractions of a turn) clockwise from 12 o'clock.
struct ProgressArcShape: Shape {
    let from: Double
    let to: Double
    let lineWidth: CGFloat

    func path(in rect: CGRect) -> Path {
        let radius = (min(rect.width, rect.height) - lineWidth) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let top = -Double.pi / 2
        var path = Path()
        guard to > from, radius > 0 else { return path }
        if to - from >= 1 {
            path.addArc(
                center: center, radius: radius, startAngle: .radians(top), endAngle: .radians(top + 2 * .pi),
                clockwise: false)
            path.closeSubpath()
        } else {
            path.addArc(
                center: center, radius: radius, startAngle: .radians(top + 2 * .pi * from),
                endAngle: .radians(top + 2 * .pi * to),
                clockwise: false)
        }
        return path
    }
}
