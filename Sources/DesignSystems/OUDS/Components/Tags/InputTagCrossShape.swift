import ProofUI

/// The thin "×" closing an input tag (`ouds-components.md` §10): about 13.4 × 13.4 of a 24 grid with
/// a 2.8 stroke, square ends, centred and scaled to the frame.
nonisolated struct InputTagCrossShape: Shape {
    // Proportions of the 24-unit source grid (they scale with the frame).
    private static let grid: CGFloat = 24
    private static let halfThickness: CGFloat = 1.4
    private static let armLength: CGFloat = 8.1

    func path(in rect: CGRect) -> Path {
        let scale = min(rect.width, rect.height) / Self.grid
        let t = Self.halfThickness
        let l = Self.armLength
        let plus = [
            (t, -l), (t, -t), (l, -t), (l, t), (t, t), (t, l), (-t, l), (-t, t), (-l, t), (-l, -t), (-t, -t), (-t, -l),
        ]
        let c = CGFloat(0.5).squareRoot()
        var path = Path()
        path.addLines(
            plus.map { x, y in CGPoint(x: rect.midX + (x - y) * c * scale, y: rect.midY + (x + y) * c * scale) })
        path.closeSubpath()
        return path
    }
}
