import Foundation
import Testing

@testable import Raster

/// Invalid input is reported, not crashed on; extreme geometry stays correct and bounded; rendering is
/// deterministic across runs, canvas reuse and threads.
@Suite("Engine: robustness and determinism")
struct RobustnessDeterminismTests {
    // MARK: - Non-finite input

    typealias Action = NamedDrawing

    static let square = Path.rect(Rect(x: 4, y: 4, width: 8, height: 8))
    static let nanPath = EngineFixture.polyline(
        [Point(x: 1, y: 1), Point(x: .nan, y: 3), Point(x: 9, y: 9)], closed: true)
    static let infCubic = Path {
        $0.move(to: Point(x: 1, y: 1))
        $0.addCurve(to: Point(x: 9, y: 9), control1: Point(x: .infinity, y: 0), control2: Point(x: 3, y: 3))
    }
    static let grey = Gradient(colors: [.white, .black])

    static let nonFinite: [Action] = [
        Action(name: "fill path with a NaN point") { try $0.fill(nanPath, color: .black) },
        Action(name: "fill path with an infinite control point") { try $0.fill(infCubic, color: .black) },
        Action(name: "stroke path with a NaN point") {
            try $0.stroke(nanPath, color: .black, style: StrokeStyle(lineWidth: 2))
        },
        Action(name: "clip to a NaN path") { try $0.clip(to: nanPath) },
        Action(name: "shadow of a NaN path") { try $0.drawShadow(of: nanPath, shadow: Shadow(radius: 2)) },
        Action(name: "NaN transform, fill") {
            $0.transform.tx = .nan
            try $0.fill(square, color: .black)
        },
        Action(name: "infinite transform, stroke") {
            $0.transform = .scale(.infinity, 1)
            try $0.stroke(square, color: .black, style: StrokeStyle())
        },
        Action(name: "NaN transform, clip") {
            $0.transform.c = .nan
            try $0.clip(to: square)
        },
        Action(name: "NaN transform, image") {
            $0.transform.a = .nan
            try $0.drawImage(try Bitmap(width: 2, height: 2))
        },
        Action(name: "NaN stroke width") { try $0.stroke(square, color: .black, style: StrokeStyle(lineWidth: .nan)) },
        Action(name: "infinite stroke width") {
            try $0.stroke(square, color: .black, style: StrokeStyle(lineWidth: .infinity))
        },
        Action(name: "NaN miter limit") { try $0.stroke(square, color: .black, style: StrokeStyle(miterLimit: .nan)) },
        Action(name: "infinite dash length") {
            try $0.stroke(square, color: .black, style: StrokeStyle(dash: [2, .infinity]))
        },
        Action(name: "NaN dash phase") {
            try $0.stroke(square, color: .black, style: StrokeStyle(dash: [2, 2], dashPhase: .nan))
        },
        Action(name: "NaN colour") { try $0.fill(square, color: Color(red: .nan, green: 0, blue: 0)) },
        Action(name: "NaN linear gradient start") {
            try $0.fill(square, with: .linearGradient(grey, start: Point(x: .nan, y: 0), end: Point(x: 1, y: 1)))
        },
        Action(name: "infinite radial gradient radius") {
            try $0.fill(square, with: .radialGradient(grey, center: .zero, startRadius: 0, endRadius: .infinity))
        },
        Action(name: "NaN angular gradient angle") {
            try $0.fill(square, with: .angularGradient(grey, center: .zero, startAngle: .nan, endAngle: 1))
        },
        Action(name: "NaN gradient stop location") {
            try $0.fill(
                square,
                with: .linearGradient(
                    Gradient(stops: [.init(color: .white, location: .nan)]), start: .zero, end: Point(x: 1, y: 1)))
        },
        Action(name: "NaN shadow radius") { try $0.drawShadow(of: square, shadow: Shadow(radius: .nan)) },
        Action(name: "infinite shadow offset") {
            try $0.drawShadow(of: square, shadow: Shadow(radius: 2, offset: Point(x: .infinity, y: 0)))
        },
        Action(name: "NaN layer shadow") {
            $0.beginLayer(shadow: Shadow(radius: .nan))
            try $0.fill(square, color: .black)
            try $0.endLayer()
        },
        Action(name: "NaN image transform") {
            try $0.drawImage(
                try Bitmap(width: 2, height: 2), transform: Transform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0))
        },
        Action(name: "NaN image tint") {
            try $0.drawImage(try Bitmap(width: 2, height: 2), tint: Color(red: 0, green: .nan, blue: 0))
        },
        Action(name: "NaN global alpha") {
            $0.alpha = .nan
            try $0.fill(square, color: .black)
        },
        Action(name: "zero flattening tolerance") {
            $0.flatteningTolerance = 0
            try $0.fill(square, color: .black)
        },
        Action(name: "NaN flattening tolerance") {
            $0.flatteningTolerance = .nan
            try $0.stroke(square, color: .black, style: StrokeStyle())
        },
    ]

    @Test(arguments: nonFinite)
    func nonFiniteInputThrowsAndDrawsNothing(action: Action) throws {
        let canvas = try Canvas(width: 16, height: 16)
        let error = #expect(throws: RasterError.self) { try action.draw(canvas) }
        if let error {
            guard case .nonFiniteGeometry = error else {
                Issue.record("expected .nonFiniteGeometry, got \(error)")
                return
            }
            #expect(error.description.contains("non-finite"))
        }
        #expect(canvas.bitmap.isBlank)
    }

    // MARK: - Extreme geometry

    struct ExtremeCase: Sendable, CustomTestStringConvertible {
        var name: String
        var draw: @Sendable (Canvas) throws -> Void
        /// Expected alpha of pixel (x, y), or nil where it is not checked.
        var expected: @Sendable (Int, Int) -> Int?
        var testDescription: String { name }
    }

    static let extremeCases: [ExtremeCase] = [
        ExtremeCase(
            name: "rectangle from −1e15 to 1e12 covers the canvas",
            draw: {
                try $0.fill(.rect(Rect(x: -1e15, y: -1e15, width: 1e15 + 1e12, height: 1e15 + 1e12)), color: .black)
            },
            expected: { _, _ in 255 }),
        ExtremeCase(
            name: "band from x = −1e15 to 1e12, y 10...20",
            draw: { try $0.fill(.rect(Rect(x: -1e15, y: 10, width: 1e15 + 1e12, height: 10)), color: .black) },
            expected: { _, y in (10..<20).contains(y) ? 255 : 0 }),
        ExtremeCase(
            name: "triangle with vertices at ±1e12 and −1e15",
            draw: {
                try $0.fill(
                    EngineFixture.polyline(
                        [Point(x: -1e15, y: 20), Point(x: 1e12, y: 20), Point(x: 32, y: 1e12)], closed: true),
                    color: .black)
            },
            expected: { _, y in y >= 20 ? 255 : 0 }),
        ExtremeCase(
            name: "horizontal stroke from −1e12 to 1e15",
            draw: {
                try $0.stroke(
                    EngineFixture.polyline([Point(x: -1e12, y: 30.5), Point(x: 1e15, y: 30.5)]), color: .black,
                    style: StrokeStyle(lineWidth: 3))
            },
            expected: { _, y in (29...31).contains(y) ? 255 : 0 }),
        ExtremeCase(
            name: "diagonal stroke from −1e12 to 1e12",
            draw: {
                try $0.stroke(
                    EngineFixture.polyline([Point(x: -1e12, y: -1e12), Point(x: 1e12, y: 1e12)]), color: .black,
                    style: StrokeStyle(lineWidth: 2))
            },
            expected: { x, y in x == y ? 255 : (abs(x - y) >= 3 ? 0 : nil) }),
        ExtremeCase(
            name: "circle of radius 1e9 tangent to y = 10",
            draw: { try $0.fill(.circle(center: Point(x: 32, y: 1e9 + 10), radius: 1e9), color: .black) },
            expected: { _, y in y < 10 ? 0 : 255 }),
        ExtremeCase(
            name: "stroke of a circle of radius 1e9 through y = 30",
            draw: {
                try $0.stroke(
                    .circle(center: Point(x: 32, y: 1e9 + 30), radius: 1e9), color: .black,
                    style: StrokeStyle(lineWidth: 4))
            },
            expected: { _, y in (28...31).contains(y) ? 255 : 0 }),
        ExtremeCase(
            name: "1-unit dashes on a 2e15 line fall back to a solid stroke",
            draw: {
                try $0.stroke(
                    EngineFixture.polyline([Point(x: -1e15, y: 40), Point(x: 1e15, y: 40)]), color: .black,
                    style: StrokeStyle(lineWidth: 2, dash: [1, 1]))
            },
            expected: { _, y in (39...40).contains(y) ? 255 : 0 }),
        ExtremeCase(
            name: "circle of radius 1e12 tangent to y = 10",
            draw: { try $0.fill(.circle(center: Point(x: 32, y: 1e12 + 10), radius: 1e12), color: .black) },
            expected: { _, y in y < 10 ? 0 : 255 }),
    ]

    @Test(arguments: extremeCases)
    func extremeGeometryRendersCorrectlyAndQuickly(c: ExtremeCase) throws {
        let canvas = try Canvas(width: 64, height: 64)
        let clock = ContinuousClock()
        let elapsed = try clock.measure { try c.draw(canvas) }
        // Loose bound by design (debug build, shared machine): it must not hang.
        #expect(elapsed < .seconds(10), "took \(elapsed)")
        let bmp = canvas.bitmap
        var bad: [String] = []
        for y in 0..<64 {
            for x in 0..<64 {
                if let want = c.expected(x, y), abs(bmp.alpha(x, y) - want) > 2 {
                    bad.append("(\(x), \(y)): \(bmp.alpha(x, y)) vs \(want)")
                }
            }
        }
        #expect(bad.count == 0, "\(bad.count) pixels wrong: \(bad.prefix(6))")
        // Only edges that reach the canvas are kept, however large the shape.
        #expect(canvas.rasterizer.edgeCount <= 10_000, "\(canvas.rasterizer.edgeCount) edges")
    }

    /// One cubic piece of a circle of radius `radius` flattened at 0.01 px for a 64 × 64 view of its
    /// start: every vertex and chord midpoint inside the view stays within the tolerance of the circle,
    /// and the point count stays bounded. Without a view the count is bounded too.
    @Test(arguments: [1e3, 1e6, 1e9, 1e12, 1e15])
    func hugeCurveFlattensWithinToleranceAndBounded(radius: Double) throws {
        let circle = Path.circle(center: .zero, radius: radius)
        #expect(circle.elements.count <= 4096 + 2, "\(circle.elements.count) arc pieces")
        guard case .move(let start)? = circle.elements.first,
            case .cubic(let c1, let c2, let end)? = circle.elements.dropFirst().first
        else {
            Issue.record("circle does not start with a move and a cubic")
            return
        }
        let piece = Path {
            $0.move(to: start)
            $0.addCurve(to: end, control1: c1, control2: c2)
        }
        var view = Flattener(tolerance: 0.01)
        view.cullBox = Rect(x: start.x - 64, y: start.y, width: 64, height: 64)
        var points: [Point] = []
        view.flatten(piece, transform: .identity) { points += $0.points }
        #expect(points.count <= 10_001)
        // Radial distances lose about ulp(radius) to rounding.
        let slack = 0.01 + 4 * radius.ulp
        var worst = 0.0
        let box = view.cullBox!.insetBy(dx: -1, dy: -1)
        for i in points.indices where i > 0 && box.contains(points[i]) && box.contains(points[i - 1]) {
            worst = Swift.max(worst, abs(points[i].length - radius))
            worst = Swift.max(worst, abs(points[i - 1].lerp(points[i], 0.5).length - radius))
        }
        #expect(worst <= slack, "polyline is \(worst) px off the circle of radius \(radius)")
        var unbounded: [Point] = []
        Flattener(tolerance: 0.01).flatten(piece, transform: .identity) { unbounded += $0.points }
        #expect(unbounded.count <= 64 * Flattener.maxPieces + 1)
    }

    // MARK: - Invalid sizes and unbalanced stacks

    /// A canvas or bitmap size.
    struct CanvasSize: Sendable, CustomTestStringConvertible {
        var width: Int
        var height: Int
        var testDescription: String { "\(width)×\(height)" }
    }

    @Test(arguments: [
        CanvasSize(width: 0, height: 10), CanvasSize(width: -1, height: 10), CanvasSize(width: 10, height: 0),
        CanvasSize(width: 10, height: -1), CanvasSize(width: 16_385, height: 1), CanvasSize(width: 1, height: 16_385),
        CanvasSize(width: Int.max, height: 1), CanvasSize(width: Int.min, height: 3),
    ])
    func invalidCanvasSizeIsRejected(size: CanvasSize) {
        let (width, height) = (size.width, size.height)
        let expected = RasterError.invalidCanvasSize(width: width, height: height, limit: 16_384)
        #expect(throws: expected) { _ = try Canvas(width: width, height: height) }
        #expect(throws: expected) { _ = try Bitmap(width: width, height: height) }
    }

    @Test func largestCanvasSidesAreAccepted() throws {
        #expect(try Canvas(width: 16_384, height: 1).width == 16_384)
        #expect(try Canvas(width: 1, height: 16_384).height == 16_384)
    }

    static let unbalanced: [Action] = [
        Action(name: "restore without save") { try $0.restore() },
        Action(name: "endLayer without beginLayer") { try $0.endLayer() },
        Action(name: "one restore too many") {
            $0.save()
            try $0.restore()
            try $0.restore()
        },
        Action(name: "one endLayer too many") {
            $0.beginLayer()
            try $0.endLayer()
            try $0.endLayer()
        },
        Action(name: "endLayer does not pop a save") {
            $0.save()
            try $0.endLayer()
        },
        Action(name: "restore does not pop a layer's state") {
            $0.beginLayer()
            try $0.restore()
        },
    ]

    @Test(arguments: unbalanced)
    func unbalancedStackIsReported(action: Action) throws {
        let canvas = try Canvas(width: 8, height: 8)
        let error = #expect(throws: RasterError.self) { try action.draw(canvas) }
        if let error, case .unbalancedStateStack = error {
        } else {
            Issue.record("expected .unbalancedStateStack, got \(String(describing: error))")
        }
        // The canvas stays usable once any layer left open is closed.
        while (try? canvas.endLayer()) != nil {}
        canvas.transform = .identity
        canvas.alpha = 1
        try canvas.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), color: .black)
        #expect(canvas.bitmap.alpha(4, 4) == 255)
    }

    // MARK: - Drawing nothing

    static let nothing: [Action] = [
        Action(name: "rectangle left of the canvas") {
            try $0.fill(.rect(Rect(x: -50, y: 10, width: 20, height: 20)), color: .black)
        },
        Action(name: "rectangle right of the canvas") {
            try $0.fill(.rect(Rect(x: 70, y: 10, width: 20, height: 20)), color: .black)
        },
        Action(name: "rectangle above the canvas") {
            try $0.fill(.rect(Rect(x: 10, y: -21, width: 20, height: 20)), color: .black)
        },
        Action(name: "rectangle below the canvas") {
            try $0.fill(.rect(Rect(x: 10, y: 64, width: 20, height: 20)), color: .black)
        },
        Action(name: "far circle") {
            try $0.fill(.circle(center: Point(x: 1e6, y: -1e6), radius: 1000), color: .black)
        },
        Action(name: "wide stroke just above the canvas") {
            try $0.stroke(
                EngineFixture.polyline([Point(x: 0, y: -5), Point(x: 64, y: -5)]), color: .black,
                style: StrokeStyle(lineWidth: 10))
        },
        Action(name: "shadow far off the canvas") {
            try $0.drawShadow(
                of: .rect(Rect(x: 500, y: 500, width: 10, height: 10)), shadow: Shadow(color: .black, radius: 8))
        },
        Action(name: "image translated off the canvas") {
            try $0.drawImage(
                try Bitmap(width: 4, height: 4, premultipliedRGBA: [UInt8](repeating: 255, count: 64)),
                transform: .translation(64, 0))
        },
        Action(name: "clip off the canvas, then fill everything") {
            try $0.clip(to: .rect(Rect(x: 100, y: 100, width: 10, height: 10)))
            try $0.fill(.rect(Rect(x: 0, y: 0, width: 64, height: 64)), color: .black)
        },
        Action(name: "collinear triangle") {
            try $0.fill(
                EngineFixture.polyline([Point(x: 10, y: 10), Point(x: 50, y: 50), Point(x: 30, y: 30)], closed: true),
                color: .black)
        },
        Action(name: "zero-width rectangle") {
            try $0.fill(.rect(Rect(x: 10.5, y: 10, width: 0, height: 30)), color: .black)
        },
        Action(name: "zero-height rectangle") {
            try $0.fill(.rect(Rect(x: 10, y: 10.5, width: 30, height: 0)), color: .black)
        },
        Action(name: "circle of radius 0") {
            try $0.fill(.circle(center: Point(x: 20, y: 20), radius: 0), color: .black)
        },
        Action(name: "flat ellipse") {
            try $0.fill(.ellipse(in: Rect(x: 10, y: 20.5, width: 40, height: 0)), color: .black)
        },
        Action(name: "cubic collapsed to a point") {
            try $0.fill(
                Path {
                    $0.move(to: Point(x: 5, y: 5))
                    $0.addCurve(to: Point(x: 5, y: 5), control1: Point(x: 5, y: 5), control2: Point(x: 5, y: 5))
                    $0.closeSubpath()
                }, color: .black)
        },
        Action(name: "fill of an open line") {
            try $0.fill(EngineFixture.polyline([Point(x: 3, y: 3), Point(x: 40, y: 50)]), color: .black)
        },
        Action(name: "stroke of width 0") { try $0.stroke(square, color: .black, style: StrokeStyle(lineWidth: 0)) },
        Action(name: "fully transparent colour") { try $0.fill(square, color: .clear) },
        Action(name: "singular transform") {
            $0.transform = .scale(0, 1)
            try $0.fill(square, color: .black)
        },
        Action(name: "layer with opacity 0") {
            $0.beginLayer(opacity: 0)
            try $0.fill(square, color: .black)
            try $0.endLayer()
        },
    ]

    @Test(arguments: nothing)
    func drawsNothing(action: Action) throws {
        let canvas = try Canvas(width: 64, height: 64)
        try action.draw(canvas)
        #expect(canvas.bitmap.isBlank)
    }

    // MARK: - Determinism

    /// A scene exercising every feature: transforms, gradients, dashes, clips, layers with shadows,
    /// blend modes, images, both fill rules.
    static func drawScene(_ c: Canvas) throws {
        c.clear(Color(red: 0.95, green: 0.93, blue: 0.9))
        c.save()
        c.transform = Transform.rotation(0.3).concatenating(.translation(48, 40))
        try c.fill(
            .roundedRect(Rect(x: -30, y: -20, width: 60, height: 40), cornerRadius: 9),
            with: .linearGradient(
                Gradient(colors: [Color(hex: 0x3366CC), Color(hex: 0xCC3366, alpha: 0.6)]), start: Point(x: -30, y: 0),
                end: Point(x: 30, y: 0)))
        try c.stroke(
            .circle(center: .zero, radius: 25), color: Color(hex: 0x222222),
            style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round, dash: [6, 3, 0.5, 3], dashPhase: 1.3))
        try c.restore()
        c.save()
        try c.clip(to: .circle(center: Point(x: 30, y: 70), radius: 22.3))
        try c.fill(
            .rect(Rect(x: 0, y: 40, width: 96, height: 56)),
            with: .radialGradient(
                Gradient(colors: [.white, Color(hex: 0x884400)]), center: Point(x: 30, y: 70), startRadius: 2,
                endRadius: 25))
        try c.restore()
        c.beginLayer(
            opacity: 0.8,
            shadow: Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), radius: 6, offset: Point(x: 2, y: 3)))
        let star = (0..<5).map {
            EngineFixture.polar(Point(x: 70, y: 68), 20, -Double.pi / 2 + Double($0) * 4 * Double.pi / 5)
        }
        try c.fill(EngineFixture.polyline(star, closed: true), color: Color(hex: 0xFFCC00), rule: .evenOdd)
        try c.fill(
            .ellipse(in: Rect(x: 55, y: 55, width: 30, height: 20)),
            with: .angularGradient(
                Gradient(colors: [.black, .white, .black]), center: Point(x: 70, y: 65), startAngle: 0,
                endAngle: 2 * Double.pi))
        try c.endLayer()
        c.blendMode = .multiply
        var px: [UInt8] = []
        for i in 0..<64 { px += [UInt8(i * 4), UInt8(255 - i * 4), 128, 255] }
        try c.drawImage(
            try Bitmap(width: 8, height: 8, premultipliedRGBA: px), in: Rect(x: 60.3, y: 4.7, width: 30, height: 22))
        c.blendMode = .screen
        try c.stroke(
            Path {
                $0.move(to: Point(x: 5, y: 90))
                $0.addCurve(to: Point(x: 90, y: 88), control1: Point(x: 60, y: 20), control2: Point(x: 20, y: 20))
            }, color: Color(hex: 0x00AA88), style: StrokeStyle(lineWidth: 7, lineJoin: .miter))
    }

    static func renderScene() throws -> Bitmap {
        let c = try Canvas(width: 96, height: 96)
        try drawScene(c)
        return c.bitmap
    }

    @Test func sameSceneRendersIdenticallyTwiceAndOnAReusedCanvas() throws {
        let first = try Self.renderScene()
        let second = try Self.renderScene()
        #expect(first == second)
        #expect(first.coveredArea > 1000)
        // Reusing a canvas (and its scratch memory) after drawing something else changes nothing.
        let c = try Canvas(width: 96, height: 96)
        for i in 0..<3 {
            try c.fill(.circle(center: Point(x: 40 + Double(i), y: 40), radius: 50), color: .black, rule: .evenOdd)
            try c.stroke(
                .circle(center: Point(x: 10, y: 10), radius: 80), color: .white,
                style: StrokeStyle(lineWidth: 30, dash: [3, 1]))
        }
        try Self.drawScene(c)
        #expect(c.bitmap == first)
    }

    @Test func concurrentRenderingOnSeparateCanvasesIsIdentical() async throws {
        let reference = try Self.renderScene()
        let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<4 { group.addTask { try Self.renderScene() } }
            var out: [Bitmap] = []
            for try await b in group { out.append(b) }
            return out
        }
        #expect(results.count == 4)
        for b in results { #expect(b == reference) }
    }
}

/// The accumulation buffer is reused between shapes without clearing; every deposit must be consumed.
@Suite("Engine: scratch memory") struct ScratchMemoryTests {
    @Test func accumulatorIsClearAfterEveryKindOfShape() throws {
        let c = try Canvas(width: 160, height: 120)
        var rng = SplitMix(seed: 7)
        for i in 0..<60 {
            let p = Point(x: rng.unit() * 180 - 10, y: rng.unit() * 140 - 10)
            switch i % 5 {
            case 0: try c.fill(.circle(center: p, radius: rng.unit() * 30 + 0.3), color: .black)
            case 1:
                try c.fill(
                    .rect(Rect(x: p.x, y: p.y, width: rng.unit() * 50, height: rng.unit() * 3)), color: .black,
                    rule: .evenOdd)
            case 2:
                try c.stroke(
                    .circle(center: p, radius: rng.unit() * 40 + 1), color: .black,
                    style: StrokeStyle(lineWidth: rng.unit() * 20, dash: [4, 2]))
            case 3:
                var z = Path()
                z.move(to: p)
                for _ in 0..<8 { z.addLine(to: Point(x: rng.unit() * 160, y: rng.unit() * 120)) }
                try c.fill(z, color: .black, rule: i % 2 == 0 ? .evenOdd : .nonZero)
            default:
                var z = Path()
                z.move(to: p)
                for _ in 0..<5 { z.addLine(to: Point(x: rng.unit() * 160, y: rng.unit() * 120)) }
                try c.stroke(z, color: .black, style: StrokeStyle(lineWidth: rng.unit() * 6, lineJoin: .round))
            }
            #expect(c.rasterizer.accumulatorIsClear, "shape \(i) left deposits behind")
        }
    }
}

/// Absurd stroke widths with round joins and caps stay bounded (points per turn are capped).
@Suite("Engine: stroke limits") struct StrokeLimitTests {
    @Test(arguments: [1e6, 1e12])
    func hugeRoundStrokeIsBounded(width: Double) throws {
        let c = try Canvas(width: 32, height: 32)
        var p = Path()
        p.move(to: Point(x: 4, y: 4))
        p.addLine(to: Point(x: 20, y: 28))
        p.addLine(to: Point(x: 28, y: 6))
        try c.stroke(p, color: .black, style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
        #expect(c.rasterizer.edgeCount < 20_000, "\(c.rasterizer.edgeCount) edges")
        // The canvas lies deep inside the stroke.
        #expect(c.bitmap.pixel(x: 16, y: 16).a == 255)
    }
}
