import Foundation
import ProofSnapshot
import Raster

extension RasterCatalog {
    static let spectrum = Gradient(stops: [
        .init(color: Color(hex: 0xFF7900), location: 0), .init(color: Color(hex: 0xFFCC00), location: 0.3),
        .init(color: Color(hex: 0x4170D8, alpha: 0.6), location: 0.7), .init(color: Color(hex: 0x1F2A44), location: 1),
    ])

    /// Linear, radial and angular gradients, global alpha.
    static let paintScenes: [CanvasScene] = [
        CanvasScene(
            "gradient-linear",
            "Linear gradients: 4 stops with a translucent one, diagonal, hard stop; pad beyond the ends"
        ) { c throws(RasterError) in
            try c.fill(
                .rect(Rect(x: 4, y: 4, width: 88, height: 16)),
                with: .linearGradient(spectrum, start: Point(x: 20, y: 0), end: Point(x: 76, y: 0)))
            try c.fill(
                .roundedRect(Rect(x: 4, y: 24, width: 42, height: 36), cornerRadius: 8),
                with: .linearGradient(
                    Gradient(colors: [.white, blue]), start: Point(x: 4, y: 24), end: Point(x: 46, y: 60)))
            let hard = Gradient(stops: [
                .init(color: orange, location: 0), .init(color: orange, location: 0.5),
                .init(color: ink, location: 0.5), .init(color: ink, location: 1),
            ])
            try c.fill(
                .circle(center: Point(x: 70, y: 42), radius: 18),
                with: .linearGradient(hard, start: Point(x: 52, y: 24), end: Point(x: 88, y: 60)))
        },
        CanvasScene(
            "gradient-radial", "Radial gradients: from the centre, a ring (start radius > 0), and fading to transparent"
        ) { c throws(RasterError) in
            try c.fill(
                .circle(center: Point(x: 18, y: 32), radius: 16),
                with: .radialGradient(spectrum, center: Point(x: 18, y: 32), startRadius: 0, endRadius: 16))
            try c.fill(
                .rect(Rect(x: 38, y: 14, width: 36, height: 36)),
                with: .radialGradient(
                    Gradient(colors: [orange, blue]), center: Point(x: 56, y: 32), startRadius: 8, endRadius: 18))
            try c.fill(
                .circle(center: Point(x: 84, y: 32), radius: 10),
                with: .radialGradient(
                    Gradient(colors: [ink, ink.opacity(0)]), center: Point(x: 84, y: 32), startRadius: 0, endRadius: 10)
            )
        },
        CanvasScene("gradient-angular", "Angular (conic) gradients: full turn, a partial sweep, and as a ring stroke") {
            c throws(RasterError) in
            let wheel = Gradient(colors: [
                Color(hex: 0xFF0000), Color(hex: 0xFFFF00), Color(hex: 0x00FF00), Color(hex: 0x00FFFF),
                Color(hex: 0x0000FF), Color(hex: 0xFF00FF), Color(hex: 0xFF0000),
            ])
            try c.fill(
                .circle(center: Point(x: 18, y: 32), radius: 16),
                with: .angularGradient(wheel, center: Point(x: 18, y: 32), startAngle: 0, endAngle: 2 * Double.pi))
            try c.fill(
                .rect(Rect(x: 38, y: 14, width: 36, height: 36)),
                with: .angularGradient(
                    Gradient(colors: [orange, blue]), center: Point(x: 56, y: 32), startAngle: -Double.pi / 2,
                    endAngle: Double.pi))
            try c.stroke(
                .circle(center: Point(x: 84, y: 32), radius: 9),
                with: .angularGradient(
                    Gradient(colors: [orange.opacity(0), orange]), center: Point(x: 84, y: 32),
                    startAngle: -Double.pi / 2, endAngle: 3 * Double.pi / 2), style: StrokeStyle(lineWidth: 4))
        },
        CanvasScene(
            "global-alpha", "Global alpha 1, 0.75, 0.5, 0.25 on overlapping shapes (each shape blends on its own)"
        ) { c throws(RasterError) in
            for (i, a) in [1.0, 0.75, 0.5, 0.25].enumerated() {
                c.alpha = a
                let x = 4 + Double(i) * 23
                try c.fill(.rect(Rect(x: x, y: 14, width: 16, height: 30)), color: blue)
                try c.fill(.circle(center: Point(x: x + 14, y: 40), radius: 9), color: orange)
            }
            c.alpha = 1
        },
    ]
}
