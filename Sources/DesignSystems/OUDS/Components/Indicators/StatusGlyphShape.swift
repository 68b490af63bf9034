import ProofUI

/// The functional status glyphs of badges, tags and alerts (`ouds-components.md` §10), drawn on a
/// 24-unit grid scaled to the frame: a filled circle with a tick, "i", "!" or "×" cut out, or a
/// triangle with a "!" cut out. `fillsBox` makes the circle or triangle reach the frame's edges (badge
/// icons); otherwise it sits inset like the alert icons (diameter 19.2 of 24). The `.mark` part is the
/// cut-out mark alone, for the two-tone warning icon. `outlined` draws the shape as a 2-unit outline
/// (an octagon for "!") with the mark filled inside it, as Wireframe's alert icons are.
nonisolated struct StatusGlyphShape: Shape {
    /// Which glyph.
    enum Glyph: Hashable, Sendable {
        case tick, info, important, cross, warning
    }

    /// The outline with the mark cut out (fill it even-odd), or the mark alone.
    enum Part: Hashable, Sendable {
        case body, mark
    }

    let glyph: Glyph
    var part: Part = .body
    var fillsBox = true
    var outlined = false

    // Proportions of the 24-unit source grid (not sizes: they scale with the frame).
    private static let grid: CGFloat = 24
    private static let insetScale: CGFloat = 0.8

    func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let scale = side / Self.grid * (fillsBox ? 1 : Self.insetScale)
        let origin = CGPoint(x: rect.midX - Self.grid / 2 * scale, y: rect.midY - Self.grid / 2 * scale)
        let transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y)
        var unit = Path()
        if part == .body {
            if outlined {
                unit.addPath(Self.outlinedShape(glyph))
            } else {
                unit.addPath(Self.outline(glyph))
            }
        }
        unit.addPath(Self.mark(glyph))
        return unit.applying(transform)
    }

    /// The circle or triangle filling the 24 grid.
    private static func outline(_ glyph: Glyph) -> Path {
        if glyph == .warning {
            return Path {
                $0.addLines([CGPoint(x: 12, y: 1.6), CGPoint(x: 24, y: 22.4), CGPoint(x: 0, y: 22.4)])
                $0.closeSubpath()
            }
        }
        return Path(ellipseIn: CGRect(x: 0, y: 0, width: grid, height: grid))
    }

    /// Width of an outlined glyph's line, in grid units.
    private static let outlineWidth: CGFloat = 2

    /// The outer shape and the same shape `outlineWidth` inside it (an even-odd ring): a circle, an
    /// octagon for "!", or the triangle, shrunk about its incentre so the ring is even.
    private static func outlinedShape(_ glyph: Glyph) -> Path {
        switch glyph {
        case .warning:
            // Incentre and inradius of the warning triangle (its sides are 24 and 2 × 24.01).
            let centre = CGPoint(x: 12, y: 15.47)
            let inradius: CGFloat = 6.93
            let outer = outline(.warning)
            return scaled(outer, by: (inradius - outlineWidth) / inradius, about: centre, adding: outer)
        case .important:
            let centre = CGPoint(x: 12, y: 12)
            let octagon = Path {
                $0.addLines(
                    (0..<8).map { i in
                        let angle = (CGFloat(i) + 0.5) * .pi / 4
                        return CGPoint(x: 12 + 12 * cos(angle), y: 12 + 12 * sin(angle))
                    })
                $0.closeSubpath()
            }
            let apothem = 12 * cos(CGFloat.pi / 8)
            return scaled(octagon, by: (apothem - outlineWidth) / apothem, about: centre, adding: octagon)
        default:
            var p = Path(ellipseIn: CGRect(x: 0, y: 0, width: grid, height: grid))
            let w = outlineWidth
            p.addEllipse(in: CGRect(x: w, y: w, width: grid - 2 * w, height: grid - 2 * w))
            return p
        }
    }

    /// `base` plus `shape` scaled by `factor` about `centre`.
    private static func scaled(_ shape: Path, by factor: CGFloat, about centre: CGPoint, adding base: Path) -> Path {
        var p = base
        let t = CGAffineTransform(
            a: factor, b: 0, c: 0, d: factor, tx: centre.x * (1 - factor), ty: centre.y * (1 - factor))
        p.addPath(shape, transform: t)
        return p
    }

    /// The mark cut out of the outline.
    private static func mark(_ glyph: Glyph) -> Path {
        var p = Path()
        switch glyph {
        case .tick:
            p.addLines([
                CGPoint(x: 5.6, y: 12.9), CGPoint(x: 7.4, y: 11.1), CGPoint(x: 10.2, y: 13.9), CGPoint(x: 16.6, y: 7.5),
                CGPoint(x: 18.4, y: 9.3), CGPoint(x: 10.2, y: 17.5),
            ])
            p.closeSubpath()
        case .info:
            p.addEllipse(in: CGRect(x: 10.4, y: 5, width: 3.2, height: 3.2))
            p.addRect(CGRect(x: 10.6, y: 10, width: 2.8, height: 8.5))
        case .important:
            p.addRect(CGRect(x: 10.6, y: 5.5, width: 2.8, height: 8.5))
            p.addEllipse(in: CGRect(x: 10.4, y: 15.6, width: 3.2, height: 3.2))
        case .warning:
            p.addRect(CGRect(x: 10.8, y: 8, width: 2.4, height: 7.6))
            p.addEllipse(in: CGRect(x: 10.6, y: 17.2, width: 2.8, height: 2.8))
        case .cross:
            let t: CGFloat = 1.4
            let l: CGFloat = 6.2
            let plus = [
                (t, -l), (t, -t), (l, -t), (l, t), (t, t), (t, l), (-t, l), (-t, t), (-l, t), (-l, -t), (-t, -t),
                (-t, -l),
            ]
            let c = CGFloat(0.5).squareRoot()
            p.addLines(plus.map { x, y in CGPoint(x: 12 + (x - y) * c, y: 12 + (x + y) * c) })
            p.closeSubpath()
        }
        return p
    }
}
