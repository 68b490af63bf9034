import ProofUI

/// The glyphs the controls draw, as filled outlines so that they can be painted or cut out of a
/// filled selector: the checkbox tick, the indeterminate bar, the radio dot, the switch tick and the
/// "important" error icon (`ouds-components.md` §10). Coordinates are on the icons' 24-unit grid,
/// scaled to the rectangle the shape is given.
nonisolated struct ControlMark: Shape {
    /// Which glyph.
    enum Kind: Hashable, Sendable {
        /// Bold check mark of a selected checkbox (about 13 × 10, stroke 3).
        case checkmark
        /// Horizontal bar of an indeterminate checkbox (13 × 3).
        case indeterminate
        /// Filled dot of a selected radio (diameter 10).
        case radioDot
        /// Small tick inside the selected switch cursor (about 11 × 9).
        case switchCheck
        /// Filled circle (diameter 19.2) with an exclamation mark cut out.
        case important
    }

    let kind: Kind

    /// Whether the outline must be filled with the even-odd rule (glyphs with holes).
    var usesEvenOdd: Bool { kind == .important }

    func path(in rect: CGRect) -> Path {
        let unit = min(rect.width, rect.height) / 24
        let origin = CGPoint(x: rect.midX - 12 * unit, y: rect.midY - 12 * unit)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x * unit, y: origin.y + y * unit) }
        func box(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: origin.x + x * unit, y: origin.y + y * unit, width: w * unit, height: h * unit)
        }
        switch kind {
        case .checkmark:
            return Self.stroke([p(6.2, 12.4), p(10.2, 16.4), p(17.8, 8.8)], width: 3 * unit)
        case .switchCheck:
            return Self.stroke([p(7.4, 12.4), p(10.6, 15.6), p(16.6, 9.6)], width: 2.6 * unit)
        case .indeterminate:
            return Path(roundedRect: box(5.5, 10.5, 13, 3), cornerRadius: 0.75 * unit, style: .circular)
        case .radioDot:
            return Path(ellipseIn: box(7, 7, 10, 10))
        case .important:
            var path = Path(ellipseIn: box(2.4, 2.4, 19.2, 19.2))
            path.addRoundedRect(
                in: box(10.75, 6.4, 2.5, 8), cornerSize: CGSize(width: 1.25 * unit, height: 1.25 * unit),
                style: .circular)
            path.addEllipse(in: box(10.6, 15.6, 2.8, 2.8))
            return path
        }
    }

    /// The outline of the polyline `points` drawn `width` wide, with mitred joins and butt ends.
    private static func stroke(_ points: [CGPoint], width: CGFloat) -> Path {
        let half = width / 2
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            return CGPoint(x: -dy / length, y: dx / length)
        }
        var left: [CGPoint] = []
        var right: [CGPoint] = []
        for i in points.indices {
            var offset: CGPoint
            if i == points.startIndex {
                offset = normal(points[i], points[i + 1])
            } else if i == points.endIndex - 1 {
                offset = normal(points[i - 1], points[i])
            } else {
                let n1 = normal(points[i - 1], points[i])
                let n2 = normal(points[i], points[i + 1])
                let sum = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
                let length = (sum.x * sum.x + sum.y * sum.y).squareRoot()
                let unit = CGPoint(x: sum.x / length, y: sum.y / length)
                let cosine = unit.x * n1.x + unit.y * n1.y
                offset = CGPoint(x: unit.x / cosine, y: unit.y / cosine)
            }
            offset = CGPoint(x: offset.x * half, y: offset.y * half)
            left.append(CGPoint(x: points[i].x + offset.x, y: points[i].y + offset.y))
            right.append(CGPoint(x: points[i].x - offset.x, y: points[i].y - offset.y))
        }
        var path = Path()
        path.addLines(left + right.reversed())
        path.closeSubpath()
        return path
    }
}
