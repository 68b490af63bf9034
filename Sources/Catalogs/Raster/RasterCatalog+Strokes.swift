import Foundation
import ProofSnapshot
import Raster

extension RasterCatalog {
    /// Caps, joins, miter limit, dashes, arcs, degenerate strokes, trim.
    static let strokeScenes: [CanvasScene] =
        StrokeStyle.LineCap.allCases.map { cap in
            CanvasScene("cap-\(cap.rawValue)", "A 10 pt line with \(cap.rawValue) caps; red: the path") {
                c throws(RasterError) in
                var p = Path()
                p.move(to: Point(x: 20, y: 32))
                p.addLine(to: Point(x: 76, y: 32))
                try c.stroke(p, color: ink, style: StrokeStyle(lineWidth: 14, lineCap: cap))
                try guideLine(c, p)
                // Zero-length subpath: disc for round, square for square, nothing for butt (SVG 2).
                var dot = Path()
                dot.move(to: Point(x: 48, y: 54))
                dot.addLine(to: Point(x: 48, y: 54))
                try c.stroke(dot, color: orange, style: StrokeStyle(lineWidth: 8, lineCap: cap))
            }
        }
        + StrokeStyle.LineJoin.allCases.map { join in
            CanvasScene(
                "join-\(join.rawValue)", "A zig-zag with \(join.rawValue) joins (90°, 45°, 20°), miter limit 4"
            ) { c throws(RasterError) in
                var p = Path()
                p.move(to: Point(x: 8, y: 52))
                p.addLine(to: Point(x: 24, y: 16))
                p.addLine(to: Point(x: 40, y: 52))
                p.addLine(to: Point(x: 60, y: 18))
                p.addLine(to: Point(x: 66, y: 52))
                p.addLine(to: Point(x: 88, y: 40))
                try c.stroke(p, color: ink, style: StrokeStyle(lineWidth: 8, lineJoin: join, miterLimit: 4))
                try guideLine(c, p)
            }
        }
        + [
            CanvasScene(
                "join-miter-limit",
                "Miter limit 2: a corner just inside the limit keeps its spike, just outside it bevels"
            ) { c throws(RasterError) in
                // Limit 2 ↔ 60°. Left corner 62° (ratio 1.94: miter), right corner 58° (ratio 2.06: bevel).
                for (cx, angle) in [(26.0, 62.0), (70.0, 58.0)] {
                    let half = angle / 2 * Double.pi / 180
                    var p = Path()
                    p.move(to: Point(x: cx - 30 * sin(half), y: 56))
                    p.addLine(to: Point(x: cx, y: 56 - 30 * cos(half)))
                    p.addLine(to: Point(x: cx + 30 * sin(half), y: 56))
                    try c.stroke(p, color: ink, style: StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 2))
                    try guideLine(c, p)
                }
            },
            CanvasScene(
                "dash-phase", "Dashes [12, 6] at phases 0, 6, 12; [0, 8] dots with round caps; a dashed circle"
            ) { c throws(RasterError) in
                for (i, phase) in [0.0, 6, 12].enumerated() {
                    var p = Path()
                    p.move(to: Point(x: 6, y: 10 + Double(i) * 10))
                    p.addLine(to: Point(x: 56, y: 10 + Double(i) * 10))
                    try c.stroke(p, color: ink, style: StrokeStyle(lineWidth: 4, dash: [12, 6], dashPhase: phase))
                }
                var dots = Path()
                dots.move(to: Point(x: 6, y: 48))
                dots.addLine(to: Point(x: 56, y: 48))
                try c.stroke(dots, color: orange, style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [0, 8]))
                try c.stroke(
                    .circle(center: Point(x: 76, y: 32), radius: 14), color: blue,
                    style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [6, 4]))
            },
            CanvasScene(
                "arc-butt", "Progress arcs with butt caps: 25 %, 60 %, 100 % and a 3-turn sweep clamped to one"
            ) { c throws(RasterError) in
                try progressArcs(c, cap: .butt)
            },
            CanvasScene("arc-round", "Progress arcs with round caps, both directions, from several start angles") {
                c throws(RasterError) in
                try progressArcs(c, cap: .round)
            },
            CanvasScene(
                "stroke-degenerate", "A 180° reversal, a cusp, a tight curve wider than its radius, a 0.25 pt line"
            ) { c throws(RasterError) in
                var rev = Path()
                rev.move(to: Point(x: 6, y: 20))
                rev.addLine(to: Point(x: 30, y: 20))
                rev.addLine(to: Point(x: 14, y: 20))
                try c.stroke(rev, color: ink, style: StrokeStyle(lineWidth: 8, lineJoin: .round))
                var cusp = Path()
                cusp.move(to: Point(x: 40, y: 30))
                cusp.addCurve(to: Point(x: 60, y: 30), control1: Point(x: 64, y: 6), control2: Point(x: 36, y: 6))
                try c.stroke(cusp, color: blue, style: StrokeStyle(lineWidth: 5))
                var tight = Path()
                tight.move(to: Point(x: 68, y: 34))
                tight.addQuadCurve(to: Point(x: 90, y: 34), control: Point(x: 79, y: 6))
                try c.stroke(tight, color: orange, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                try guideLine(c, tight)
                var hair = Path()
                hair.move(to: Point(x: 6, y: 50))
                hair.addLine(to: Point(x: 90, y: 58))
                try c.stroke(hair, color: ink, style: StrokeStyle(lineWidth: 0.25))
            },
            CanvasScene("trim", "trim(from:to:) of a rounded rect and a circle: 0–0.3, 0.2–0.9, 0.6–1") {
                c throws(RasterError) in
                let rr = Path.roundedRect(Rect(x: 8, y: 10, width: 36, height: 44), cornerRadius: 10)
                try c.stroke(rr, color: Color(hex: 0xDDDDDD), style: StrokeStyle(lineWidth: 4))
                try c.stroke(
                    rr.trimmed(from: 0, to: 0.3), color: orange, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                try c.stroke(
                    rr.trimmed(from: 0.6, to: 1), color: blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                let circle = Path.circle(center: Point(x: 70, y: 32), radius: 18)
                try c.stroke(circle, color: Color(hex: 0xDDDDDD), style: StrokeStyle(lineWidth: 6))
                try c.stroke(
                    circle.trimmed(from: 0.2, to: 0.9), color: green, style: StrokeStyle(lineWidth: 6, lineCap: .butt))
            },
        ]

    static func progressArcs(_ c: Canvas, cap: StrokeStyle.LineCap) throws(RasterError) {
        let track = Color(hex: 0xE6E6E6)
        let cases: [(Double, Double, Bool)] = [
            (-Double.pi / 2, 0.25, false), (0.3, 0.6, false), (Double.pi, 1, true), (-Double.pi / 2, 3, false),
        ]
        for (i, (start, fraction, clockwise)) in cases.enumerated() {
            let center = Point(x: 12 + Double(i) * 24, y: 32)
            let style = StrokeStyle(lineWidth: 5, lineCap: cap)
            try c.stroke(.circle(center: center, radius: 8), color: track, style: style)
            let sweep = 2 * Double.pi * fraction * (clockwise ? -1 : 1)
            let arc = Path.arc(
                center: center, radius: 8, startAngle: start, endAngle: start + sweep, clockwise: clockwise)
            try c.stroke(arc, color: orange, style: style)
        }
    }
}
