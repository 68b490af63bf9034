/// An arc of a gauge's ring: the circle inscribed in the rect from `start` to `end`, angles in
/// degrees clockwise from 12 o'clock (so a fraction of a turn maps straight onto it).
nonisolated struct GaugeArc: Shape {
    let start: Double
    let end: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard end > start else { return path }
        let radius = min(rect.width, rect.height) / 2
        // Path angles go from +x towards +y (down): 12 o'clock is -90°, and growing angles turn
        // clockwise on screen, which SwiftUI's flipped `clockwise: false` draws.
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(start - 90),
            endAngle: .degrees(end - 90), clockwise: false)
        return path
    }

    /// The point at `angle` (degrees clockwise from 12 o'clock) on the circle inscribed in `rect`.
    static func point(at angle: Double, in rect: CGRect) -> CGPoint {
        let radius = Double(min(rect.width, rect.height) / 2)
        let radians = (angle - 90) * .pi / 180
        return CGPoint(x: Double(rect.midX) + radius * cos(radians), y: Double(rect.midY) + radius * sin(radians))
    }
}
