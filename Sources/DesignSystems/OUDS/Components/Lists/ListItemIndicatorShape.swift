import ProofUI

/// The indicator of a navigation list item, on a 24-unit grid scaled to the frame, to be stroked
/// (`ouds-components.md` §10): an open chevron about 9 × 14 with a 3 stroke and square ends, or the
/// external-link glyph (a box open at a corner with an arrow leaving it). `pointsRight` false mirrors
/// the glyph (previous chevron, and every glyph in right-to-left layouts).
nonisolated struct ListItemIndicatorShape: Shape {
    /// The glyph.
    enum Glyph { case chevron, external }

    let glyph: Glyph
    let pointsRight: Bool

    func path(in rect: CGRect) -> Path {
        let u = min(rect.width, rect.height) / 24
        let x0 = rect.midX - 12 * u
        let y0 = rect.midY - 12 * u
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: x0 + (pointsRight ? x : 24 - x) * u, y: y0 + y * u)
        }
        var path = Path()
        switch glyph {
        case .chevron:
            // The centre line; with the stroke the chevron spans about x 7.9–16.6 and y 5–19.
            path.move(to: p(9, 6))
            path.addLine(to: p(15, 12))
            path.addLine(to: p(9, 18))
        case .external:
            path.move(to: p(11, 5))
            path.addLine(to: p(5, 5))
            path.addLine(to: p(5, 19))
            path.addLine(to: p(19, 19))
            path.addLine(to: p(19, 13))
            path.move(to: p(14, 5))
            path.addLine(to: p(19, 5))
            path.addLine(to: p(19, 10))
            path.move(to: p(19, 5))
            path.addLine(to: p(11, 13))
        }
        return path
    }
}
