import Foundation
import Raster

/// The benchmark scenes, built deterministically with Raster's path API.
///
/// Every scene draws from its own `SplitMix64` stream with a fixed seed, so its geometry does not
/// depend on the other scenes, the machine or the run. Curves come from `Path.circle`,
/// `Path.roundedRect` and `Path.arc`; their cubic pieces go verbatim into the scene file, so Proof,
/// Skia and Blend2D rasterize exactly the same outlines. Strokes use miter limit 4 (Skia's default).
enum SceneCatalog {
    /// All scenes, in the order they are run and reported.
    static func all() -> [BenchScene] {
        [
            smallFills(),
            largeRoundedRect(),
            arcs(name: "arcs_butt", cap: .butt),
            arcs(name: "arcs_round", cap: .round),
            hairlines(),
            joins(name: "joins_miter", join: .miter),
            joins(name: "joins_round", join: .round),
            joins(name: "joins_bevel", join: .bevel),
            star(name: "star_nonzero", rule: .nonZero),
            star(name: "star_evenodd", rule: .evenOdd),
            polygon(name: "polygon_nonzero", rule: .nonZero),
            polygon(name: "polygon_evenodd", rule: .evenOdd),
            uiRects(),
            rings(),
            shadowCard(),
        ]
    }

    private static let miterLimit = 4.0

    /// A random colour with the given opacity.
    private static func randomColor(_ rng: inout SplitMix64, alpha: UInt8 = 255) -> RGBA8 {
        let r = rng.byte()
        let g = rng.byte()
        let b = rng.byte()
        return RGBA8(r, g, b, alpha)
    }

    /// `small_fills` (256×256): 200 small shapes at fractional positions, alternately circles
    /// (radius 1.5–7) and rectangles (2–12 px sides); a quarter half-transparent.
    static func smallFills() -> BenchScene {
        var rng = SplitMix64(seed: 0x5EED_0001)
        var ops: [SceneOp] = []
        for i in 0..<200 {
            let alpha = rng.pick([255, 255, 192, 128] as [UInt8])
            let color = randomColor(&rng, alpha: alpha)
            let path: Path
            if i % 2 == 0 {
                let r = rng.uniform(1.5, 7)
                let x = rng.uniform(r, 256 - r)
                let y = rng.uniform(r, 256 - r)
                path = .circle(center: Point(x, y), radius: r)
            } else {
                let w = rng.uniform(2, 12)
                let h = rng.uniform(2, 12)
                let x = rng.uniform(0, 256 - w)
                let y = rng.uniform(0, 256 - h)
                path = .rect(Rect(x: x, y: y, width: w, height: h))
            }
            ops.append(.fill(path: path, color: color, rule: .nonZero))
        }
        return BenchScene(name: "small_fills", width: 256, height: 256, ops: ops)
    }

    /// `rrect_large` (512×512): one opaque rounded rectangle covering most of the canvas, with
    /// fractional edges and radius 64.
    static func largeRoundedRect() -> BenchScene {
        let path = Path.roundedRect(Rect(x: 24.5, y: 30.25, width: 463.25, height: 451.5), cornerRadius: 64)
        return BenchScene(
            name: "rrect_large", width: 512, height: 512,
            ops: [.fill(path: path, color: RGBA8(40, 110, 220), rule: .nonZero)])
    }

    /// `arcs_butt` / `arcs_round` (512×512): 16 open circular arcs of width 6 on a 4×4 grid,
    /// radius 24–52, random start angle, sweep 30°–324°, alternately clockwise and counter-clockwise.
    /// Both scenes have the same geometry; only the caps differ.
    static func arcs(name: String, cap: StrokeStyle.LineCap) -> BenchScene {
        var rng = SplitMix64(seed: 0x5EED_0002)
        var ops: [SceneOp] = []
        for i in 0..<16 {
            let cx = 64 + 128 * Double(i % 4) + rng.uniform(-4, 4)
            let cy = 64 + 128 * Double(i / 4) + rng.uniform(-4, 4)
            let radius = rng.uniform(24, 52)
            let start = rng.uniform(0, 2 * .pi)
            let sweep = rng.uniform(.pi / 6, 1.8 * .pi)
            let clockwise = i % 2 == 1
            let color = randomColor(&rng)
            let path = Path.arc(
                center: Point(cx, cy), radius: radius, startAngle: start,
                endAngle: clockwise ? start - sweep : start + sweep, clockwise: clockwise)
            let style = StrokeStyle(lineWidth: 6, lineCap: cap, lineJoin: .miter, miterLimit: miterLimit)
            ops.append(.stroke(path: path, color: color, style: style))
        }
        return BenchScene(name: name, width: 512, height: 512, ops: ops)
    }

    /// `lines_1px` (512×512): 200 straight 1 px lines, butt caps, random angles, lengths 40–300,
    /// centres anywhere on the canvas (so some are clipped); dark random colours.
    static func hairlines() -> BenchScene {
        var rng = SplitMix64(seed: 0x5EED_0003)
        var ops: [SceneOp] = []
        for _ in 0..<200 {
            let cx = rng.uniform(0, 512)
            let cy = rng.uniform(0, 512)
            let angle = rng.uniform(0, .pi)
            let half = rng.uniform(20, 150)
            let d = Point(cos(angle) * half, sin(angle) * half)
            let path = Path {
                $0.move(to: Point(cx, cy) - d)
                $0.addLine(to: Point(cx, cy) + d)
            }
            let color = randomColor(&rng).darkened(0.6)
            let style = StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: miterLimit)
            ops.append(.stroke(path: path, color: color, style: style))
        }
        return BenchScene(name: "lines_1px", width: 512, height: 512, ops: ops)
    }

    /// `joins_miter` / `joins_round` / `joins_bevel` (512×512): six open zig-zag polylines of width
    /// 12, butt caps, amplitude 48, getting sharper row by row (vertex angles from about 106° down
    /// to about 19°; with miter limit 4 the two sharpest rows' miters fall back to bevels).
    static func joins(name: String, join: StrokeStyle.LineJoin) -> BenchScene {
        let steps: [Double] = [64, 40, 28, 20, 12, 8]
        let colors = [
            RGBA8(200, 40, 40), RGBA8(220, 130, 0), RGBA8(40, 150, 60), RGBA8(0, 120, 200), RGBA8(110, 60, 190),
            RGBA8(60, 60, 60),
        ]
        var ops: [SceneOp] = []
        for (row, step) in steps.enumerated() {
            let top = 24.5 + 82 * Double(row)
            var path = Path()
            var x = 24.25
            var k = 0
            path.move(to: Point(x, top + 48))
            while x + step <= 488 {
                x += step
                k += 1
                path.addLine(to: Point(x, k % 2 == 1 ? top : top + 48))
            }
            let style = StrokeStyle(lineWidth: 12, lineCap: .butt, lineJoin: join, miterLimit: miterLimit)
            ops.append(.stroke(path: path, color: colors[row], style: style))
        }
        return BenchScene(name: name, width: 512, height: 512, ops: ops)
    }

    /// `star_nonzero` / `star_evenodd` (512×512): a self-intersecting five-point star (pentagram,
    /// every second vertex of a regular pentagon), radius 236; the centre pentagon is inside with
    /// non-zero and a hole with even-odd.
    static func star(name: String, rule: FillRule) -> BenchScene {
        let center = Point(256.3, 262.7)
        let path = Path {
            for i in 0..<5 {
                let a = -Double.pi / 2 + Double(i) * 4 * .pi / 5
                let p = center + Point(cos(a), sin(a)) * 236
                if i == 0 { $0.move(to: p) } else { $0.addLine(to: p) }
            }
            $0.closeSubpath()
        }
        return BenchScene(
            name: name, width: 512, height: 512, ops: [.fill(path: path, color: RGBA8(230, 140, 20), rule: rule)])
    }

    /// `polygon_nonzero` / `polygon_evenodd` (512×512): one closed polygon through 1,000 random
    /// vertices (heavily self-intersecting), same geometry in both scenes.
    static func polygon(name: String, rule: FillRule) -> BenchScene {
        var rng = SplitMix64(seed: 0x5EED_0004)
        var path = Path()
        for i in 0..<1000 {
            let x = rng.uniform(8, 504)
            let y = rng.uniform(8, 504)
            if i == 0 { path.move(to: Point(x, y)) } else { path.addLine(to: Point(x, y)) }
        }
        path.closeSubpath()
        return BenchScene(
            name: name, width: 512, height: 512, ops: [.fill(path: path, color: RGBA8(40, 90, 200), rule: rule)])
    }

    /// `ui_rects_10k` (1024×768): a UI-like scene of 10,000 small rounded rectangles (8–30 px
    /// sides, radius 1 to half the shorter side), each filled (random colour, a quarter of them
    /// translucent) and then stroked with a 1–1.5 px border in a darker shade (a third of the
    /// borders translucent).
    static func uiRects() -> BenchScene {
        var rng = SplitMix64(seed: 0x5EED_0005)
        var ops: [SceneOp] = []
        ops.reserveCapacity(20_000)
        for _ in 0..<10_000 {
            let w = rng.uniform(8, 30)
            let h = rng.uniform(8, 30)
            let x = rng.uniform(0, 1024 - w)
            let y = rng.uniform(0, 768 - h)
            let radius = rng.uniform(1, min(w, h) / 2)
            let fillAlpha = rng.pick([255, 255, 255, 200, 255, 128, 255, 255] as [UInt8])
            let fill = randomColor(&rng, alpha: fillAlpha)
            var border = fill.darkened(0.5)
            border.a = rng.pick([255, 255, 160] as [UInt8])
            let width = rng.uniform(1, 1.5)
            let path = Path.roundedRect(Rect(x: x, y: y, width: w, height: h), cornerRadius: radius)
            ops.append(.fill(path: path, color: fill, rule: .nonZero))
            let style = StrokeStyle(lineWidth: width, lineCap: .butt, lineJoin: .miter, miterLimit: miterLimit)
            ops.append(.stroke(path: path, color: border, style: style))
        }
        return BenchScene(name: "ui_rects_10k", width: 1024, height: 768, ops: ops)
    }

    /// `rings_1px` (512×512): 100 concentric circles, radius 2.5 to 250 in steps of 2.5, each
    /// stroked 1 px wide around a fractional centre.
    static func rings() -> BenchScene {
        var ops: [SceneOp] = []
        let style = StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: miterLimit)
        for i in 1...100 {
            let path = Path.circle(center: Point(256.3, 255.6), radius: 2.5 * Double(i))
            ops.append(.stroke(path: path, color: RGBA8(20, 20, 30), style: style))
        }
        return BenchScene(name: "rings_1px", width: 512, height: 512, ops: ops)
    }

    /// `shadow_card` (400×300): a card's drop shadow (rounded rectangle 240×160, radius 14,
    /// black at alpha 110, σ = 12, offset (0, 8)) and then the white card itself.
    static func shadowCard() -> BenchScene {
        let card = Path.roundedRect(Rect(x: 80, y: 58, width: 240, height: 160), cornerRadius: 14)
        return BenchScene(
            name: "shadow_card", width: 400, height: 300,
            ops: [
                .shadow(path: card, color: RGBA8(0, 0, 0, 110), sigma: 12, offset: Point(0, 8)),
                .fill(path: card, color: RGBA8(255, 255, 255), rule: .nonZero),
            ])
    }
}
