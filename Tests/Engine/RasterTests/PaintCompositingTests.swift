import Foundation
import RasterReference
import Testing

@testable import Raster

/// Gradients, global alpha, clipping, the state stack, layers and blend modes, checked pixel by pixel
/// against formulas evaluated in the test.
@Suite("Engine: paints and compositing")
struct PaintCompositingTests {
    // MARK: - Gradients

    typealias RGBA = [Double]
    static let red: RGBA = [1, 0, 0, 1], green: RGBA = [0, 1, 0, 1], blue: RGBA = [0, 0, 1, 1]
    static let white: RGBA = [1, 1, 1, 1], black: RGBA = [0, 0, 0, 1]

    static func color(_ c: RGBA) -> Color { Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }

    static func gradient(_ stops: [(Double, RGBA)]) -> Gradient {
        Gradient(stops: stops.map { Gradient.Stop(color: color($0.1), location: $0.0) })
    }

    /// Straight colour at `t`: pad outside the stops, linear interpolation of straight components between.
    static func straight(_ stops: [(Double, RGBA)], _ t: Double) -> RGBA {
        if t <= stops[0].0 { return stops[0].1 }
        if t >= stops[stops.count - 1].0 { return stops[stops.count - 1].1 }
        var i = 1
        while stops[i].0 <= t { i += 1 }
        let (l0, c0) = stops[i - 1]
        let (l1, c1) = stops[i]
        let f = (t - l0) / (l1 - l0)
        return (0..<4).map { c0[$0] + (c1[$0] - c0[$0]) * f }
    }

    static func premultiplied(_ c: RGBA) -> RGBA { [c[0] * c[3], c[1] * c[3], c[2] * c[3], c[3]] }

    /// Angle of the device pixel centre (x + ½, y + ½) around `c`, in [0, 2π).
    static func angle(_ x: Double, _ y: Double, around c: Point) -> Double {
        var a = atan2(y - c.y, x - c.x)
        if a < 0 { a += 2 * Double.pi }
        return a
    }

    struct GradientCase: Sendable, CustomTestStringConvertible {
        var name: String
        var paint: Paint
        var transform: Transform = .identity
        /// Expected premultiplied colour at a device pixel centre.
        var expected: @Sendable (Double, Double) -> RGBA
        var testDescription: String { name }
    }

    static let gradientCases: [GradientCase] = {
        let rb: [(Double, RGBA)] = [(0, red), (1, blue)]
        let three: [(Double, RGBA)] = [(0, red), (0.25, green), (1, blue)]
        let fade: [(Double, RGBA)] = [(0.2, [1, 0, 0, 1]), (0.8, [0, 0, 1, 0])]
        let hard: [(Double, RGBA)] = [(0, red), (0.5, red), (0.5, blue), (1, blue)]
        let grey: [(Double, RGBA)] = [(0, white), (1, black)]
        let rgb: [(Double, RGBA)] = [(0, red), (0.5, green), (1, blue)]
        let c0 = Point(x: 32, y: 32)
        let c1 = Point(x: 20.5, y: 40.25)
        return [
            GradientCase(
                name: "linear red→blue from x=16 to 48, padded",
                paint: .linearGradient(gradient(rb), start: Point(x: 16, y: 5), end: Point(x: 48, y: 5)),
                expected: { x, _ in premultiplied(straight(rb, (x - 16) / 32)) }),
            GradientCase(
                name: "linear diagonal with uneven stops",
                paint: .linearGradient(gradient(three), start: Point(x: 0, y: 0), end: Point(x: 64, y: 64)),
                expected: { x, y in premultiplied(straight(three, (x + y) / 128)) }),
            GradientCase(
                name: "linear opacity stops interpolate straight colour",
                paint: .linearGradient(gradient(fade), start: Point(x: 0, y: 0), end: Point(x: 64, y: 0)),
                expected: { x, _ in premultiplied(straight(fade, x / 64)) }),
            GradientCase(
                name: "linear hard stop at the middle",
                paint: .linearGradient(gradient(hard), start: Point(x: 0, y: 0), end: Point(x: 64, y: 0)),
                expected: { x, _ in x < 32 ? red : blue }),
            GradientCase(
                name: "linear in user space under scale 2 and translation",
                paint: .linearGradient(gradient(rb), start: Point(x: 0, y: 0), end: Point(x: 25, y: 0)),
                transform: Transform.scale(2, 2).concatenating(.translation(4, 0)),
                expected: { x, _ in premultiplied(straight(rb, (x - 4) / 2 / 25)) }),
            GradientCase(
                name: "radial white→black from r=4 to r=24",
                paint: .radialGradient(gradient(grey), center: c0, startRadius: 4, endRadius: 24),
                expected: { x, y in premultiplied(straight(grey, (Point(x: x, y: y).distance(to: c0) - 4) / 20)) }),
            GradientCase(
                name: "radial three stops off the pixel grid",
                paint: .radialGradient(gradient(rgb), center: c1, startRadius: 0, endRadius: 30),
                expected: { x, y in premultiplied(straight(rgb, Point(x: x, y: y).distance(to: c1) / 30)) }),
            GradientCase(
                name: "angular full turn from 0",
                paint: .angularGradient(gradient(rb), center: c0, startAngle: 0, endAngle: 2 * Double.pi),
                expected: { x, y in premultiplied(straight(rb, angle(x, y, around: c0) / (2 * Double.pi))) }),
            GradientCase(
                name: "angular full turn from π/2 with three stops",
                paint: .angularGradient(
                    gradient(rgb), center: c1, startAngle: Double.pi / 2, endAngle: 2.5 * Double.pi),
                expected: { x, y in
                    var a = angle(x, y, around: c1) - Double.pi / 2
                    if a < 0 { a += 2 * Double.pi }
                    return premultiplied(straight(rgb, a / (2 * Double.pi)))
                }),
        ]
    }()

    @Test(arguments: gradientCases)
    func gradientColoursMatchTheFormula(c: GradientCase) throws {
        let bmp = try EngineFixture.render(64, 64) {
            $0.transform = c.transform
            try $0.fill(.rect(Rect(x: -1000, y: -1000, width: 3000, height: 3000)), with: c.paint)
        }
        var bad: [String] = []
        for y in 0..<64 {
            for x in 0..<64 {
                let want = c.expected(Double(x) + 0.5, Double(y) + 0.5).map(byte)
                let got = bmp.rgba(x, y)
                if zip(want, got).contains(where: { abs($0 - $1) > 1 }) {
                    bad.append("(\(x), \(y)): \(got) vs \(want)")
                }
            }
        }
        #expect(bad.count == 0, "\(bad.count) pixels differ: \(bad.prefix(6))")
    }

    struct AngularOutsideCase: Sendable, CustomTestStringConvertible {
        var start: Double, end: Double
        var testDescription: String { "angular \(start) → \(end)" }
    }

    /// SwiftUI's `AngularGradient`: a sweep shorter than a turn fills the missing area with the last
    /// colour, then the first, switching halfway across it; a sweep longer than a turn draws only
    /// its last complete turn.
    @Test(arguments: [
        AngularOutsideCase(start: Double.pi / 2, end: Double.pi), AngularOutsideCase(start: 0, end: 3 * Double.pi),
    ])
    func angularGradientOutsideOneTurnFollowsSwiftUI(c: AngularOutsideCase) throws {
        let centre = Point(x: 32, y: 32)
        let stops: [(Double, RGBA)] = [(0, Self.red), (1, Self.blue)]
        let bmp = try EngineFixture.render(64, 64) {
            try $0.fill(
                .rect(Rect(x: 0, y: 0, width: 64, height: 64)),
                with: .angularGradient(Self.gradient(stops), center: centre, startAngle: c.start, endAngle: c.end))
        }
        let tau = 2 * Double.pi
        let span = c.end - c.start
        var bad: [String] = []
        for y in 0..<64 {
            for x in 0..<64 {
                let px = Double(x) + 0.5
                let py = Double(y) + 0.5
                guard Point(x: px, y: py).distance(to: centre) > 3 else { continue }
                let theta = Self.angle(px, py, around: centre)
                var a = (theta - c.start).truncatingRemainder(dividingBy: tau)
                if a < 0 { a += tau }
                let t: Double
                var nearEdge: Bool
                if span < tau {
                    // In the sweep, in the first half of the gap (last colour), or the second (first colour).
                    let half = span + (tau - span) / 2
                    t = a <= span ? a / span : (a < half ? 1 : 0)
                    nearEdge = abs(a - half) < 0.05 || a < 0.05 || abs(a - span) < 0.05 || a > tau - 0.05
                } else {
                    // The last complete turn: angles from end − 2π to end.
                    let lastStart = span - tau
                    var u = a
                    while u < lastStart { u += tau }
                    t = u / span
                    nearEdge = abs(a - lastStart) < 0.05
                }
                if nearEdge { continue }
                let want = Self.premultiplied(Self.straight(stops, t)).map(byte)
                let got = bmp.rgba(x, y)
                if zip(want, got).contains(where: { abs($0 - $1) > 1 }) {
                    bad.append("(\(x), \(y)): \(got) vs \(want)")
                }
            }
        }
        #expect(bad.count == 0, "\(bad.count) pixels differ: \(bad.prefix(6))")
    }

    // MARK: - Global alpha

    enum PaintKind: String, Sendable, CaseIterable {
        case solid, gradient, image, stroke
    }

    @Test(arguments: [0, 0.25, 0.5, 0.8, 1], PaintKind.allCases)
    func globalAlphaScalesEverythingDrawn(alpha: Double, kind: PaintKind) throws {
        let redImage = try Bitmap(
            width: 4, height: 4, premultipliedRGBA: Array([UInt8]([255, 0, 0, 255]).repeated(16)))
        for background in [Color.white, Color.clear] {
            let bmp = try EngineFixture.render(16, 16, background: background) { c in
                c.alpha = alpha
                let rect = Rect(x: 4, y: 4, width: 8, height: 8)
                switch kind {
                case .solid: try c.fill(.rect(rect), color: Self.color(Self.red))
                case .gradient:
                    try c.fill(
                        .rect(rect),
                        with: .linearGradient(
                            Self.gradient([(0, Self.red), (1, Self.red)]), start: .zero, end: Point(x: 16, y: 16)))
                case .image: try c.drawImage(redImage, in: rect)
                case .stroke:
                    try c.stroke(
                        EngineFixture.polyline([Point(x: 4, y: 8), Point(x: 12, y: 8)]), color: Self.color(Self.red),
                        style: StrokeStyle(lineWidth: 8))
                }
            }
            let want =
                background == .white ? [255, byte(1 - alpha), byte(1 - alpha), 255] : [byte(alpha), 0, 0, byte(alpha)]
            for (x, y) in [(4, 4), (8, 8), (11, 11)] {
                #expect(zip(bmp.rgba(x, y), want).allSatisfy { abs($0 - $1) <= 1 }, "\(bmp.rgba(x, y)) vs \(want)")
            }
            #expect(bmp.rgba(2, 2) == (background == .white ? [255, 255, 255, 255] : [0, 0, 0, 0]))
        }
    }

    // MARK: - Clipping and the state stack

    @Test func clipToRectHasAntialiasedEdges() throws {
        let bmp = try EngineFixture.render(40, 40) {
            try $0.clip(to: .rect(Rect(x: 10.5, y: 4.25, width: 20, height: 30)))
            try $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
        }
        #expect(bmp.alpha(20, 20) == 255)
        #expect(bmp.alpha(10, 20) == 128 && bmp.alpha(30, 20) == 128)
        #expect(bmp.alpha(9, 20) == 0 && bmp.alpha(31, 20) == 0)
        #expect(bmp.alpha(20, 4) == 191 && bmp.alpha(20, 34) == 64)
        #expect(bmp.alpha(20, 3) == 0 && bmp.alpha(20, 35) == 0)
        #expect(abs(bmp.alpha(10, 4) - byte(0.5 * 0.75)) <= 1)
    }

    @Test func clipToCircleMatchesExactCoverage() throws {
        let centre = Point(x: 20.3, y: 19.7)
        let r = 12.4
        let bmp = try EngineFixture.render(40, 40) {
            try $0.clip(to: .circle(center: centre, radius: r))
            try $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
        }
        let err = CoverageError(
            bitmap: bmp, reference: ReferenceCoverage(width: 40, height: 40).disc(center: centre, radius: r))
        #expect(err.maxError <= 4, "\(err)")
        #expect(err.meanEdgeError <= 0.8, "\(err)")
    }

    @Test func nestedClipsIntersect() throws {
        let centre = Point(x: 20.3, y: 19.7)
        let r = 12.4
        let circleOnly = try EngineFixture.render(40, 40) {
            try $0.clip(to: .circle(center: centre, radius: r))
            try $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
        }
        let both = try EngineFixture.render(40, 40) {
            try $0.clip(to: .circle(center: centre, radius: r))
            try $0.clip(to: .rect(Rect(x: 20.5, y: -5, width: 50, height: 50)))
            try $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), color: .black)
        }
        for y in 0..<40 {
            for x in 0..<40 {
                let c = circleOnly.alpha(x, y)
                let want = x < 20 ? 0 : (x == 20 ? byte(Double(c) / 255 * 0.5) : c)
                #expect(abs(both.alpha(x, y) - want) <= 1, "(\(x), \(y)): \(both.alpha(x, y)) vs \(want)")
            }
        }
    }

    @Test func restoreBringsBackClipTransformAlphaAndBlendMode() throws {
        let c = try Canvas(width: 32, height: 32)
        let t = Transform.translation(10, 10).scaledBy(2, 2)
        c.save()
        c.transform = t
        c.alpha = 0.5
        c.blendMode = .multiply
        try c.clip(to: .rect(Rect(x: 0, y: 0, width: 2, height: 2)))
        c.save()
        c.transform = .identity
        c.alpha = 0.25
        try c.restore()
        #expect(c.transform == t && c.alpha == 0.5 && c.blendMode == .multiply)
        // Still clipped to device [10, 14]².
        try c.fill(.rect(Rect(x: -100, y: -100, width: 200, height: 200)), color: .black)
        #expect(c.bitmap.alpha(12, 12) == 128 && c.bitmap.alpha(20, 20) == 0 && c.bitmap.alpha(2, 2) == 0)
        try c.restore()
        #expect(c.transform == .identity && c.alpha == 1 && c.blendMode == .normal)
        try c.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), color: .black)
        let bmp = c.bitmap
        #expect(bmp.alpha(2, 2) == 255 && bmp.alpha(4, 4) == 0)
        // The clip is gone: drawing reaches every pixel.
        try c.fill(.rect(Rect(x: 0, y: 0, width: 32, height: 32)), color: .black)
        #expect(c.bitmap.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    // MARK: - Layers

    @Test(arguments: [Color.white, Color.clear])
    func layerOpacityAppliesToTheGroupNotEachShape(background: Color) throws {
        let a = Rect(x: 2, y: 2, width: 20, height: 12)
        let b = Rect(x: 12, y: 6, width: 20, height: 12)
        let grouped = try EngineFixture.render(36, 20, background: background) {
            $0.beginLayer(opacity: 0.5)
            try $0.fill(.rect(a), color: Self.color(Self.red))
            try $0.fill(.rect(b), color: Self.color(Self.red))
            try $0.endLayer()
        }
        let separate = try EngineFixture.render(36, 20, background: background) {
            $0.alpha = 0.5
            try $0.fill(.rect(a), color: Self.color(Self.red))
            try $0.fill(.rect(b), color: Self.color(Self.red))
        }
        let once = background == .white ? [255, 128, 128, 255] : [128, 0, 0, 128]
        let twice = background == .white ? [255, 64, 64, 255] : [191, 0, 0, 191]
        // (5, 5) is in a only, (16, 10) in both, (28, 15) in b only.
        for p in [(5, 5), (16, 10), (28, 15)] {
            #expect(
                zip(grouped.rgba(p.0, p.1), once).allSatisfy { abs($0 - $1) <= 1 },
                "grouped \(p): \(grouped.rgba(p.0, p.1))")
        }
        #expect(
            zip(separate.rgba(16, 10), twice).allSatisfy { abs($0 - $1) <= 1 },
            "separate overlap \(separate.rgba(16, 10))")
    }

    @Test func layerRestoresStateAndStartsWithNormalOpaqueDrawing() throws {
        let c = try Canvas(width: 16, height: 16)
        c.transform = .translation(2, 2)
        c.blendMode = .multiply
        c.beginLayer(opacity: 1)
        #expect(c.alpha == 1 && c.blendMode == .normal && c.transform == .translation(2, 2))
        c.transform = .scale(3, 3)
        c.alpha = 0.2
        try c.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), color: .black)
        // Layers still open are not part of the bitmap.
        #expect(c.bitmap.isBlank)
        try c.endLayer()
        #expect(c.transform == .translation(2, 2) && c.alpha == 1 && c.blendMode == .multiply)
        #expect(abs(c.bitmap.alpha(3, 3) - byte(0.2)) <= 1 && c.bitmap.alpha(7, 7) == 0)
    }

    /// Core Graphics composites a finished transparency layer with the context's global alpha (and
    /// shadow); the engine's own layer shadow already uses it.
    @Test func layerIsCompositedWithTheGlobalAlpha() throws {
        let bmp = try EngineFixture.render(16, 16) {
            $0.alpha = 0.5
            $0.beginLayer()
            try $0.fill(.rect(Rect(x: 4, y: 4, width: 8, height: 8)), color: Self.color(Self.red))
            try $0.endLayer()
        }
        #expect(zip(bmp.rgba(8, 8), [128, 0, 0, 128]).allSatisfy { abs($0 - $1) <= 1 }, "\(bmp.rgba(8, 8))")
    }

    // MARK: - Blend modes

    enum BlendRoute: String, Sendable, CaseIterable {
        case canvasState = "canvas blend mode"
        case layer = "layer blend mode"
    }

    struct ColourPair: Sendable, CustomTestStringConvertible {
        var source: Color
        var destination: Color
        var testDescription: String { "\(source) over \(destination)" }
    }

    static let pairs: [ColourPair] = [
        ColourPair(source: Color(r8: 128, g8: 153, b8: 255), destination: Color(r8: 204, g8: 102, b8: 51)),
        ColourPair(source: Color(r8: 200, g8: 40, b8: 100, a8: 128), destination: Color(r8: 204, g8: 102, b8: 51)),
        ColourPair(source: Color(r8: 30, g8: 220, b8: 170), destination: Color(r8: 60, g8: 180, b8: 240, a8: 160)),
        ColourPair(
            source: Color(r8: 250, g8: 90, b8: 10, a8: 77), destination: Color(r8: 10, g8: 200, b8: 120, a8: 200)),
    ]

    /// The compositing formulas on premultiplied 0...1 values (W3C Compositing for normal, multiply,
    /// screen; Core Graphics' plusLighter and plusDarker with the result alpha in place of 1).
    static func blend(_ mode: BlendMode, _ s: RGBA, _ d: RGBA) -> RGBA {
        let sa = s[3]
        let da = d[3]
        let union = sa + da - sa * da
        var out: RGBA = [0, 0, 0, union]
        for i in 0..<3 {
            let cs = s[i]
            let cd = d[i]
            switch mode {
            case .normal: out[i] = cs + cd * (1 - sa)
            case .multiply: out[i] = cs * cd + cs * (1 - da) + cd * (1 - sa)
            case .screen: out[i] = cs + cd - cs * cd
            case .plusLighter: out[i] = Swift.min(1, cs + cd)
            case .plusDarker: out[i] = Swift.max(0, union - ((da - cd) + (sa - cs)))
            }
        }
        if mode == .plusLighter { out[3] = Swift.min(1, sa + da) }
        return out
    }

    @Test(arguments: BlendMode.allCases, pairs)
    func blendModesMatchTheirFormulas(mode: BlendMode, pair: ColourPair) throws {
        // The premultiplied 8-bit inputs as the canvas stores them.
        let s = try EngineFixture.render(1, 1) {
            try $0.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: pair.source)
        }
        let d = try EngineFixture.render(1, 1, background: pair.destination) { _ in }
        let want = Self.blend(mode, s.rgba(0, 0).map { Double($0) / 255 }, d.rgba(0, 0).map { Double($0) / 255 }).map(
            byte)
        for route in BlendRoute.allCases {
            let bmp = try EngineFixture.render(4, 4, background: pair.destination) {
                let all = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))
                switch route {
                case .canvasState:
                    $0.blendMode = mode
                    try $0.fill(all, color: pair.source)
                case .layer:
                    $0.beginLayer(blendMode: mode)
                    try $0.fill(all, color: pair.source)
                    try $0.endLayer()
                }
            }
            let got = bmp.rgba(1, 2)
            #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 1 }, "\(route.rawValue): \(got) vs \(want)")
        }
    }

    @Test func opaqueBlendModesOnKnownColours() throws {
        // 0.8/0.4/0.2 under 0.6/0.5/1.0, opaque: multiply = product, screen = 1 − (1−S)(1−D),
        // plusLighter = min(1, S + D), plusDarker = max(0, S + D − 1).
        let expected: [BlendMode: [Int]] = [
            .multiply: [122, 51, 51, 255], .screen: [235, 179, 255, 255], .plusLighter: [255, 230, 255, 255],
            .plusDarker: [102, 0, 51, 255], .normal: [153, 128, 255, 255],
        ]
        for mode in BlendMode.allCases {
            let bmp = try EngineFixture.render(2, 2, background: Color(r8: 204, g8: 102, b8: 51)) {
                $0.blendMode = mode
                try $0.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 2)), color: Color(r8: 153, g8: 128, b8: 255))
            }
            #expect(
                zip(bmp.rgba(0, 0), expected[mode] ?? []).allSatisfy { abs($0 - $1) <= 1 }, "\(mode): \(bmp.rgba(0, 0))"
            )
        }
    }
}

extension Array {
    /// The array repeated `n` times.
    func repeated(_ n: Int) -> [Element] { (0..<n).flatMap { _ in self } }
}
