import Foundation
import ProofSnapshot
import Raster

extension RasterCatalog {
    /// A small deterministic test image: a colour ramp with a transparent corner and a 1 px border.
    static let sampleImage: Bitmap = {
        let n = 8
        var px = [UInt8](repeating: 0, count: n * n * 4)
        for y in 0..<n {
            for x in 0..<n {
                let i = (y * n + x) * 4
                let border = x == 0 || y == 0 || x == n - 1 || y == n - 1
                let a: UInt8 = (x + y < 4) ? 0 : 255
                px[i] = border ? 31 : UInt8(x * 255 / (n - 1))
                px[i + 1] = border ? 42 : UInt8(y * 255 / (n - 1))
                px[i + 2] = border ? 68 : 160
                px[i + 3] = a
            }
        }
        // Straight colours; the sizes are valid by construction.
        return try! Bitmap(width: n, height: n, straightRGBA: px)
    }()

    /// Blend modes, clipping, layers, shadows, images.
    static let compositingScenes: [CanvasScene] =
        BlendMode.allCases.map { mode in
            CanvasScene(
                "blend-\(mode.rawValue)",
                "Orange, blue and grey circles drawn with \(mode.rawValue) over a black-to-white ramp"
            ) { c throws(RasterError) in
                try c.fill(
                    .rect(Rect(x: 0, y: 0, width: 96, height: 64)),
                    with: .linearGradient(
                        Gradient(colors: [.black, .white]), start: Point(x: 0, y: 0), end: Point(x: 96, y: 0)))
                c.blendMode = mode
                try c.fill(.circle(center: Point(x: 36, y: 26), radius: 18), color: orange)
                try c.fill(.circle(center: Point(x: 60, y: 26), radius: 18), color: blue)
                try c.fill(.circle(center: Point(x: 48, y: 44), radius: 18), color: Color(hex: 0x808080, alpha: 0.8))
                c.blendMode = .normal
            }
        }
        + [
            CanvasScene("clip", "Clip to a circle, then to a rounded rect (nested clips intersect); restore lifts it") {
                c throws(RasterError) in
                c.save()
                try c.clip(to: .circle(center: Point(x: 34, y: 32), radius: 26))
                try c.clip(to: .roundedRect(Rect(x: 20, y: 4, width: 60, height: 40), cornerRadius: 8))
                for i in 0..<12 {
                    try c.fill(
                        .rect(Rect(x: Double(i) * 8, y: 0, width: 4, height: 64)), color: i % 2 == 0 ? orange : blue)
                }
                try c.restore()
                try c.fill(.circle(center: Point(x: 84, y: 52), radius: 8), color: green)
            },
            CanvasScene(
                "layer-opacity",
                "Left: two overlapping shapes at 50 % each. Right: the same in one layer at 50 % (no double blend)"
            ) { c throws(RasterError) in
                c.alpha = 0.5
                try c.fill(.circle(center: Point(x: 20, y: 32), radius: 14), color: blue)
                try c.fill(.circle(center: Point(x: 32, y: 32), radius: 14), color: blue)
                c.alpha = 1
                c.beginLayer(opacity: 0.5)
                try c.fill(.circle(center: Point(x: 62, y: 32), radius: 14), color: blue)
                try c.fill(.circle(center: Point(x: 74, y: 32), radius: 14), color: blue)
                try c.endLayer()
            },
            CanvasScene(
                "shadow", "Card shadows radius 2, 8, 16 (σ = radius / 2), offset y 4; a layer shadow of a star"
            ) { c throws(RasterError) in
                for (i, r) in [2.0, 8, 16].enumerated() {
                    let card = Path.roundedRect(
                        Rect(x: 6 + Double(i) * 22, y: 10, width: 16, height: 30), cornerRadius: 4)
                    try c.drawShadow(
                        of: card, shadow: Shadow(color: Color(hex: 0, alpha: 0.5), radius: r, offset: Point(x: 0, y: 4))
                    )
                    try c.fill(card, color: .white)
                }
                c.beginLayer(
                    shadow: Shadow(color: Color(hex: 0xFF7900, alpha: 0.8), radius: 6, offset: Point(x: 2, y: 3)))
                var star = Path()
                for i in 0..<10 {
                    let a = -Double.pi / 2 + Double(i) * Double.pi / 5
                    let r = i % 2 == 0 ? 12.0 : 5
                    let p = Point(x: 80 + r * cos(a), y: 28 + r * sin(a))
                    if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
                }
                star.closeSubpath()
                try c.fill(star, color: ink)
                try c.endLayer()
            },
            CanvasScene(
                "image-draw", "An 8×8 image at 1:1, scaled 4× (bilinear), rotated 30°, with a transparent corner"
            ) { c throws(RasterError) in
                try c.drawImage(sampleImage, in: Rect(x: 6, y: 6, width: 4, height: 4))
                try c.drawImage(sampleImage, in: Rect(x: 16, y: 6, width: 32, height: 32))
                var t = Transform.identity.translatedBy(72, 12).rotatedBy(Double.pi / 6).scaledBy(3, 3)
                t = Transform.scale(1, 1).concatenating(t)
                try c.drawImage(sampleImage, transform: t)
            },
            CanvasScene("image-template", "The same image as a template (alpha only) tinted orange and blue") {
                c throws(RasterError) in
                try c.drawImage(sampleImage, in: Rect(x: 8, y: 8, width: 36, height: 36), tint: orange)
                try c.drawImage(sampleImage, in: Rect(x: 52, y: 8, width: 36, height: 36), tint: blue.opacity(0.7))
            },
        ]
}
