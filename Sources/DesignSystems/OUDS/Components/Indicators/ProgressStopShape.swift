import ProofUI

/// The stop indicator of a linear bar: a square as high as the bar at its trailing end (a circle
/// with round caps).
struct ProgressStopShape: Shape {
    let cornerRadius: CGFloat

    func path(in rect: CGRect) -> Path {
        let side = rect.height
        let square = CGRect(x: rect.maxX - side, y: rect.minY, width: side, height: side)
        let radius = min(cornerRadius, side / 2)
        return radius > 0 ? Path(roundedRect: square, cornerRadius: radius, style: .circular) : Path(square)
    }
}
