import Foundation
import Testing

@testable import Raster

/// Drop shadows (blur symmetry, mass, spread, offset) and image drawing (identity, bilinear scaling,
/// template tint).
@Suite("Engine: shadows and images")
struct ShadowImageTests {
    // MARK: - Shadows

    static let size = 96
    /// A 16 × 16 square centred on the canvas: pixels 40...55.
    static let square = Path.rect(Rect(x: 40, y: 40, width: 16, height: 16))

    static func shadow(radius: Double, alpha: Double = 1, offset: Point = .zero, of path: Path = square) throws
        -> Bitmap
    {
        try EngineFixture.render(size, size) {
            try $0.drawShadow(
                of: path,
                shadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: alpha), radius: radius, offset: offset))
        }
    }

    @Test(arguments: [2.0, 5, 8, 13], [1.0, 0.5])
    func shadowMassIsAreaTimesColourAlpha(radius: Double, alpha: Double) throws {
        let bmp = try Self.shadow(radius: radius, alpha: alpha)
        let expected = 256 * alpha
        // The box blurs round each pass (about 1 % at most), and tinting rounds every pixel half up,
        // which adds on average a quarter of a level per pixel of the blurred area.
        let spread = bmp.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element != 0 }.count
        let tolerance = 0.01 * expected + Double(spread) * 0.25 / 255
        #expect(abs(bmp.coveredArea - expected) <= tolerance, "mass \(bmp.coveredArea) vs \(expected) ± \(tolerance)")
        // The blur spreads: the shadow reaches beyond the square and is below full alpha at its edge.
        #expect(bmp.alpha(38, 48) > 0 && bmp.alpha(40, 48) < byte(alpha) - 10)
    }

    @Test(arguments: [2.0, 5, 8, 13])
    func shadowBlurIsSymmetric(radius: Double) throws {
        let bmp = try Self.shadow(radius: radius)
        let n = Self.size
        var worst = 0
        for y in 0..<n {
            for x in 0..<n {
                let a = bmp.alpha(x, y)
                worst = Swift.max(
                    worst, abs(a - bmp.alpha(n - 1 - x, y)), abs(a - bmp.alpha(x, n - 1 - y)), abs(a - bmp.alpha(y, x)))
            }
        }
        // Rounding inside the three box passes may differ by one level between mirrored pixels.
        #expect(worst <= 1, "largest asymmetry \(worst)/255")
    }

    /// Standard deviation of the shadow's horizontal profile minus the square's own spread.
    static func blurSigma(_ bmp: Bitmap) -> Double {
        var mass = 0.0
        var mean = 0.0
        var second = 0.0
        for y in 0..<bmp.height {
            for x in 0..<bmp.width {
                let w = Double(bmp.alpha(x, y))
                let cx = Double(x) + 0.5
                mass += w
                mean += w * cx
                second += w * cx * cx
            }
        }
        mean /= mass
        let variance = second / mass - mean * mean
        // A 16-pixel box sampled at pixel centres has variance (16² − 1) / 12.
        return (variance - (16.0 * 16 - 1) / 12).squareRoot()
    }

    @Test func shadowSpreadGrowsWithRadiusAsSigmaIsHalfTheRadius() throws {
        var last = 0.0
        for radius in [2.0, 4, 8, 16] {
            let sigma = Self.blurSigma(try Self.shadow(radius: radius))
            #expect(
                abs(sigma - radius / 2) <= 0.1 * radius / 2, "radius \(radius): σ \(sigma), expected \(radius / 2)")
            #expect(sigma > last, "radius \(radius): σ \(sigma) not above \(last)")
            last = sigma
        }
    }

    @Test(arguments: [Point(x: 5, y: -3), Point(x: -7, y: 2), Point(x: 0, y: 11), Point(x: 12, y: 12)])
    func shadowOffsetShiftsExactlyByWholePixels(offset: Point) throws {
        let base = try Self.shadow(radius: 6)
        let moved = try Self.shadow(radius: 6, offset: offset)
        let dx = Int(offset.x)
        let dy = Int(offset.y)
        let n = Self.size
        var diffs = 0
        for y in 0..<n {
            for x in 0..<n {
                let sx = x - dx
                let sy = y - dy
                let want = sx >= 0 && sy >= 0 && sx < n && sy < n ? base.alpha(sx, sy) : 0
                if moved.alpha(x, y) != want { diffs += 1 }
            }
        }
        #expect(diffs == 0, "\(diffs) pixels differ from the shifted shadow")
        #expect(moved.coveredArea == base.coveredArea)
    }

    @Test func shadowFollowsTheCanvasScale() throws {
        // Under scale 2, radius 3 and offset (2, −1) become σ = 3 and (4, −2) in device pixels.
        let scaled = try EngineFixture.render(Self.size, Self.size) {
            $0.transform = .scale(2, 2)
            try $0.drawShadow(
                of: .rect(Rect(x: 20, y: 20, width: 8, height: 8)),
                shadow: Shadow(color: .black, radius: 3, offset: Point(x: 2, y: -1)))
        }
        let device = try Self.shadow(radius: 6, offset: Point(x: 4, y: -2))
        #expect(scaled == device)
    }

    @Test func layerShadowMatchesShapeShadow() throws {
        let shadow = Shadow(
            color: Color(red: 0.2, green: 0.1, blue: 0.6, alpha: 0.7), radius: 7, offset: Point(x: 3, y: 4))
        let circle = Path.circle(center: Point(x: 44.3, y: 47.8), radius: 14.2)
        let direct = try EngineFixture.render(Self.size, Self.size, background: .white) {
            try $0.drawShadow(of: circle, shadow: shadow)
            try $0.fill(circle, color: Color(red: 1, green: 0.5, blue: 0))
        }
        let layered = try EngineFixture.render(Self.size, Self.size, background: .white) {
            $0.beginLayer(shadow: shadow)
            try $0.fill(circle, color: Color(red: 1, green: 0.5, blue: 0))
            try $0.endLayer()
        }
        var worst = 0
        for i in 0..<direct.pixels.count {
            worst = Swift.max(worst, abs(Int(direct.pixels[i]) - Int(layered.pixels[i])))
        }
        #expect(worst <= 1, "largest difference \(worst)")
    }

    /// Over a backdrop of several colours, a shadow drawn the fast way (whole offset, no clip: results
    /// are kept per mask byte over the first backdrop colour met) has exactly the bytes of the same
    /// shadow through a clip covering the whole canvas, which composites every pixel on its own.
    @Test(arguments: [("opaque", 1.0), ("translucent", 0.45)])
    func shadowOverSeveralColoursMatchesThePixelByPixelPath(name: String, alpha: Double) throws {
        let shadow = Shadow(color: Color(red: 0.1, green: 0, blue: 0.3, alpha: alpha), radius: 9, offset: Point(3, 5))
        // White, an orange band and a translucent blue disc.
        func backdrop(_ canvas: Canvas) throws {
            try canvas.fill(
                .rect(Rect(x: 0, y: 50, width: 96, height: 46)), color: Color(red: 0.9, green: 0.5, blue: 0))
            let blue = Color(red: 0, green: 0.4, blue: 1, alpha: 0.5)
            try canvas.fill(.circle(center: Point(60, 30), radius: 14), color: blue)
        }
        func draw(clipped: Bool) throws -> Bitmap {
            try EngineFixture.render(Self.size, Self.size, background: .white) { canvas in
                try backdrop(canvas)
                if clipped { try canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 96, height: 96))) }
                try canvas.drawShadow(of: Self.square, shadow: shadow)
            }
        }
        let fast = try draw(clipped: false)
        let pixelByPixel = try draw(clipped: true)
        let firstDifference = zip(fast.pixels, pixelByPixel.pixels).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(firstDifference == nil, "\(name): byte \(firstDifference?.offset ?? -1) differs")
        // The shadow darkens pixels over each backdrop colour: white, orange and the translucent blue.
        let bare = try EngineFixture.render(Self.size, Self.size, background: .white, backdrop)
        for (x, y) in [(40, 44), (48, 58), (52, 38)] {
            let i = (y * Self.size + x) * 4
            #expect(fast.pixels[i..<i + 4] != bare.pixels[i..<i + 4], "\(name): (\(x), \(y)) untouched")
        }
    }

    // MARK: - Images

    /// A deterministic premultiplied image (colour ≤ alpha), with some transparent and opaque pixels.
    static func sampleImage(width: Int, height: Int, seed: UInt64) throws -> Bitmap {
        var rng = SplitMix(seed: seed)
        var px: [UInt8] = []
        for i in 0..<(width * height) {
            let a = i % 7 == 0 ? 255 : (i % 11 == 0 ? 0 : Int(rng.unit() * 256))
            px.append(UInt8(Int(rng.unit() * Double(a + 1))))
            px.append(UInt8(Int(rng.unit() * Double(a + 1))))
            px.append(UInt8(Int(rng.unit() * Double(a + 1))))
            px.append(UInt8(a))
        }
        return try Bitmap(width: width, height: height, premultipliedRGBA: px)
    }

    /// A move by whole device pixels.
    struct PixelOffset: Sendable, CustomTestStringConvertible {
        var dx: Int
        var dy: Int
        var testDescription: String { "moved by (\(dx), \(dy)) px" }
    }

    @Test(arguments: [PixelOffset(dx: 0, dy: 0), PixelOffset(dx: 3, dy: 2), PixelOffset(dx: -2, dy: 5)])
    func identityDrawReproducesTheImageExactly(offset: PixelOffset) throws {
        let (dx, dy) = (offset.dx, offset.dy)
        let image = try Self.sampleImage(width: 7, height: 5, seed: 7)
        let bmp = try EngineFixture.render(16, 12) {
            try $0.drawImage(image, transform: .translation(Double(dx), Double(dy)))
        }
        for y in 0..<12 {
            for x in 0..<16 {
                let ix = x - dx
                let iy = y - dy
                let want = ix >= 0 && iy >= 0 && ix < 7 && iy < 5 ? image.rgba(ix, iy) : [0, 0, 0, 0]
                #expect(bmp.rgba(x, y) == want, "(\(x), \(y))")
            }
        }
    }

    @Test func bilinearScaleByTwoInterpolatesBetweenPixelCentres() throws {
        let image = try Self.sampleImage(width: 4, height: 4, seed: 3)
        let bmp = try EngineFixture.render(8, 8) { try $0.drawImage(image, transform: .scale(2, 2)) }
        // Device pixel centre x + ½ maps to image x' = (x + ½) / 2; pixel centres are at i + ½.
        func taps(_ x: Int) -> (Int, Int, Double) {
            let u = (Double(x) + 0.5) / 2 - 0.5
            let i = Int(u.rounded(.down))
            return (Swift.min(3, Swift.max(0, i)), Swift.min(3, Swift.max(0, i + 1)), u - Double(i))
        }
        for y in 0..<8 {
            for x in 0..<8 {
                let (x0, x1, fx) = taps(x)
                let (y0, y1, fy) = taps(y)
                let want = (0..<4).map { k -> Int in
                    let top = Double(image.rgba(x0, y0)[k]) * (1 - fx) + Double(image.rgba(x1, y0)[k]) * fx
                    let bottom = Double(image.rgba(x0, y1)[k]) * (1 - fx) + Double(image.rgba(x1, y1)[k]) * fx
                    return Int((top * (1 - fy) + bottom * fy).rounded())
                }
                let got = bmp.rgba(x, y)
                #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "(\(x), \(y)): \(got) vs \(want)")
            }
        }
    }

    @Test func templateTintUsesOnlyTheAlpha() throws {
        let a = try Self.sampleImage(width: 6, height: 6, seed: 11)
        var b = a
        // Same alpha, other colours.
        for i in stride(from: 0, to: b.pixels.count, by: 4) {
            let alpha = b.pixels[i + 3]
            b.pixels[i] = alpha
            b.pixels[i + 1] = alpha / 3
            b.pixels[i + 2] = 0
        }
        let tint = Color(red: 0, green: 0.5, blue: 1, alpha: 0.8)
        let ta = try EngineFixture.render(6, 6) { try $0.drawImage(a, tint: tint) }
        let tb = try EngineFixture.render(6, 6) { try $0.drawImage(b, tint: tint) }
        #expect(ta == tb)
        for y in 0..<6 {
            for x in 0..<6 {
                let k = Double(a.alpha(x, y)) / 255
                let want = [0, byte(0.5 * 0.8 * k), byte(0.8 * k), byte(0.8 * k)]
                #expect(
                    zip(ta.rgba(x, y), want).allSatisfy { abs($0 - $1) <= 1 },
                    "(\(x), \(y)): \(ta.rgba(x, y)) vs \(want)")
            }
        }
    }
}

/// An absurd shadow radius is capped (σ ≤ `Shadow.maxSigma` device pixels) instead of allocating a
/// blur buffer the size of the radius.
@Suite("Engine: shadow limits") struct ShadowLimitTests {
    @Test(arguments: [1e4, 1e9])
    func hugeRadiusIsCappedAndDrawsAFaintTint(radius: Double) throws {
        let capped = try Canvas(width: 64, height: 64)
        try capped.drawShadow(
            of: .rect(Rect(x: 16, y: 16, width: 32, height: 32)), shadow: Shadow(color: .black, radius: radius))
        let reference = try Canvas(width: 64, height: 64)
        try reference.drawShadow(
            of: .rect(Rect(x: 16, y: 16, width: 32, height: 32)),
            shadow: Shadow(color: .black, radius: 2 * Shadow.maxSigma))
        #expect(capped.bitmap == reference.bitmap)
        // σ = 256 spreads 1,024 px² of coverage over a huge area: only a faint tint reaches the canvas.
        #expect(capped.bitmap.pixel(x: 32, y: 32).a < 8)
    }
}
