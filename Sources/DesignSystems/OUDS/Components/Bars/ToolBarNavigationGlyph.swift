import ProofUI

/// The glyphs of the navigation items (`ouds-components.md` §10), as centre lines on a 24-unit grid
/// to stroke with `lineWidth(in:)`: the back chevron, a "<" about 12 × 18 with a 3.7 stroke, and the
/// bold close cross, 16 × 16 with a 4.8 stroke and rounded ends.
nonisolated struct ToolBarNavigationGlyph: Shape {
    /// Which glyph.
    enum Kind { case back, close }
    let kind: Kind

    private static let grid: CGFloat = 24

    /// The stroke width for a glyph drawn in `size`.
    static func lineWidth(_ kind: Kind, in size: CGFloat) -> CGFloat { (kind == .back ? 3.7 : 4.8) * size / grid }

    func path(in rect: CGRect) -> Path {
        let scale = min(rect.width, rect.height) / Self.grid
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: rect.midX + (x - 12) * scale, y: rect.midY + (y - 12) * scale)
        }
        var path = Path()
        switch kind {
        case .back:
            // The stroke's outer edge spans 12 × 18: the centre line is inset by half the stroke.
            path.move(to: point(16.2, 4.4))
            path.addLine(to: point(8.8, 12))
            path.addLine(to: point(16.2, 19.6))
        case .close:
            // A 16 × 16 cross with rounded ends: the centre lines end half a stroke inside.
            path.move(to: point(6.4, 6.4))
            path.addLine(to: point(17.6, 17.6))
            path.move(to: point(17.6, 6.4))
            path.addLine(to: point(6.4, 17.6))
        }
        return path
    }
}
