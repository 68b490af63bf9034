import ProofUI

/// The bullet of an unordered list item in its icon box, by the brand's `bulletList.bulletShape`
/// and the depth (`ouds-components.md` §4):
/// - Orange: a filled square (39 % of the box), a bar (39 % × 14 %), a small square (22 %);
/// - Sosh: a filled circle, a rounded dash, a small circle (same proportions);
/// - Wireframe: a four-pointed star, filled, then outlined with a heavy and a thin stroke.
/// Deeper levels take the last shape. Filled with the even-odd rule (outlines are rings).
nonisolated struct BulletGlyph: Shape {
    let style: BulletListComponentTokens.BulletShape
    let depth: Int

    func path(in rect: CGRect) -> Path {
        let level = min(max(depth, 0), 2)
        let side = min(rect.width, rect.height)
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        func box(_ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: centre.x - w * side / 2, y: centre.y - h * side / 2, width: w * side, height: h * side)
        }
        var path = Path()
        switch (style, level) {
        case (.square, 0): path.addRect(box(0.39, 0.39))
        case (.square, 1): path.addRect(box(0.39, 0.14))
        case (.square, _): path.addRect(box(0.22, 0.22))
        case (.round, 0): path.addEllipse(in: box(0.39, 0.39))
        case (.round, 1):
            path.addRoundedRect(in: box(0.39, 0.14), cornerSize: CGSize(width: 0.07 * side, height: 0.07 * side))
        case (.round, _): path.addEllipse(in: box(0.22, 0.22))
        case (.star, let level):
            let outer = 0.25 * side
            path.addPath(Self.star(centre: centre, outer: outer))
            if level > 0 {
                // An outline: the star less a smaller one, the ring heavier at level 1.
                let inset = level == 1 ? 0.55 : 0.75
                path.addPath(Self.star(centre: centre, outer: outer * inset))
            }
        }
        return path
    }

    /// A four-pointed star of `outer` radius, its waist at 40 % of it.
    static func star(centre: CGPoint, outer: CGFloat) -> Path {
        var path = Path()
        for i in 0..<8 {
            let angle = Double(i) * .pi / 4 - .pi / 2
            let r = i % 2 == 0 ? outer : outer * 0.4
            let point = CGPoint(x: centre.x + r * CGFloat(cos(angle)), y: centre.y + r * CGFloat(sin(angle)))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}
