import Foundation
import ProofSnapshot
import Raster

extension RasterCatalog {
    /// Fill rules, shapes, SVG path data, sub-pixel positions.
    static let fillScenes: [CanvasScene] =
        FillRule.allCases.map { rule in
            CanvasScene(
                "fill-\(rule == .nonZero ? "nonzero" : "evenodd")",
                "A self-intersecting star, nested squares (same direction) and overlapping circles, \(rule.rawValue) rule"
            ) { c throws(RasterError) in
                var star = Path()
                for i in 0..<5 {
                    let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
                    let p = Point(x: 18 + 15 * cos(a), y: 33 + 15 * sin(a))
                    if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
                }
                star.closeSubpath()
                try c.fill(star, color: orange, rule: rule)
                var squares = Path()
                squares.addRect(Rect(x: 36, y: 16, width: 26, height: 32))
                squares.addRect(Rect(x: 42, y: 24, width: 14, height: 16))
                try c.fill(squares, color: blue, rule: rule)
                var circles = Path()
                circles.addCircle(center: Point(x: 76, y: 28), radius: 11)
                circles.addCircle(center: Point(x: 82, y: 38), radius: 11)
                try c.fill(circles, color: green, rule: rule)
            }
        }
        + [
            CanvasScene("shapes", "Rect, rounded rect with per-corner radii (one clamped), ellipse, circle, capsule") {
                c throws(RasterError) in
                try c.fill(.rect(Rect(x: 4, y: 6, width: 20, height: 22)), color: ink)
                try c.fill(
                    .roundedRect(
                        Rect(x: 28, y: 6, width: 30, height: 22),
                        cornerRadii: CornerRadii(topLeft: 2, topRight: 10, bottomRight: 40, bottomLeft: 0)),
                    color: orange)
                try c.fill(.ellipse(in: Rect(x: 62, y: 6, width: 30, height: 22)), color: blue)
                try c.fill(.circle(center: Point(x: 15, y: 46), radius: 11), color: green)
                try c.fill(.capsule(in: Rect(x: 32, y: 38, width: 58, height: 16)), color: ink)
            },
            CanvasScene("svg-path", "Icons from SVG path data: arcs, smooth curves, relative commands") {
                c throws(RasterError) in
                // A heart (cubic + smooth cubic), a gear-like shape with elliptical arcs, a check mark.
                let heart =
                    "M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"
                let pie = "M12 2a10 10 0 1 0 10 10h-10z M14 0a10 10 0 0 1 10 10h-10z"
                let check = "M9 16.17L4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z"
                for (i, d) in [heart, pie, check].enumerated() {
                    let path: Path
                    do { path = try Path(svgPathData: d) } catch {
                        throw .nonFiniteGeometry("gallery SVG data: \(error)")
                    }
                    c.save()
                    c.transform = c.transform.translatedBy(6 + Double(i) * 30, 14).scaledBy(1.2, 1.2)
                    try c.fill(path, color: [orange, blue, green][i])
                    try c.restore()
                }
            },
            CanvasScene("subpixel", "Circles of radius 0.5–6 and 1 pt squares at fractional offsets (0, ¼, ½, ¾ pt)") {
                c throws(RasterError) in
                for i in 0..<4 {
                    let f = Double(i) / 4
                    for (j, r) in [0.5, 1.5, 3, 6].enumerated() {
                        try c.fill(
                            .circle(center: Point(x: 10 + Double(i) * 22 + f, y: 10 + Double(j) * 14 + f), radius: r),
                            color: ink)
                    }
                    try c.fill(.rect(Rect(x: 22 + Double(i) * 22 + f, y: 8 + f, width: 1, height: 1)), color: orange)
                }
            },
        ]
}
