import Foundation
import RasterReference
import Testing

@testable import Raster

/// A drawing on a canvas, named for the test list: the argument of tests that draw many ways.
struct NamedDrawing: Sendable, CustomTestStringConvertible {
    var name: String
    var draw: @Sendable (Canvas) throws -> Void
    var testDescription: String { name }
}

/// Shared helpers for the engine behaviour tests (strokes, paints, shadows, images, robustness).
enum EngineFixture {
    /// Renders into a fresh canvas (optionally cleared to `background`) and returns its pixels.
    static func render(
        _ width: Int, _ height: Int, background: Color? = nil, _ draw: (Canvas) throws -> Void
    ) throws -> Bitmap {
        let canvas = try Canvas(width: width, height: height)
        if let background { canvas.clear(background) }
        try draw(canvas)
        return canvas.bitmap
    }

    /// An open (or closed) polyline path through `points`.
    static func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for q in points.dropFirst() { p.addLine(to: q) }
        if closed { p.closeSubpath() }
        return p
    }

    /// The point at distance `length` from `origin` in direction `angle` (radians).
    static func polar(_ origin: Point, _ length: Double, _ angle: Double) -> Point {
        Point(x: origin.x + length * cos(angle), y: origin.y + length * sin(angle))
    }
}

extension Bitmap {
    /// Alpha of pixel (x, y) as an Int.
    func alpha(_ x: Int, _ y: Int) -> Int { Int(pixel(x: x, y: y).a) }

    /// Premultiplied channels of pixel (x, y) as Ints.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// Σ alpha / 255: the covered area in square pixels.
    var coveredArea: Double {
        var sum = 0
        var i = 3
        while i < pixels.count {
            sum += Int(pixels[i])
            i += 4
        }
        return Double(sum) / 255
    }

    /// Whether every byte is zero (nothing drawn on a transparent canvas).
    var isBlank: Bool { pixels.allSatisfy { $0 == 0 } }
}

/// A union of simple polygons, for reference coverage of stroke geometry built independently of the
/// stroker. Every contour is stored with the same orientation, so the non-zero rule gives their union.
struct ReferenceRegion {
    private(set) var contours: [[Point]] = []

    static func signedArea(_ poly: [Point]) -> Double {
        var s = 0.0
        for i in 0..<poly.count {
            let a = poly[i]
            let b = poly[(i + 1) % poly.count]
            s += a.x * b.y - b.x * a.y
        }
        return s / 2
    }

    /// Adds a simple polygon (any orientation).
    mutating func add(_ poly: [Point]) {
        guard poly.count >= 3 else { return }
        contours.append(Self.signedArea(poly) < 0 ? poly.reversed() : poly)
    }

    /// Adds an axis-aligned rectangle [x0, x1] × [y0, y1].
    mutating func addRect(x0: Double, y0: Double, x1: Double, y1: Double) {
        add([Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)])
    }

    /// Adds the rectangle swept by a segment of half-width `hw` with butt ends.
    mutating func addSegment(from a: Point, to b: Point, halfWidth hw: Double) {
        let len = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        guard len > 0 else { return }
        let nx = -(b.y - a.y) / len * hw
        let ny = (b.x - a.x) / len * hw
        add([
            Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
            Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny),
        ])
    }

    /// Adds a disc as a fine inscribed polygon (radial error below 2e-4 px for radii up to 30).
    mutating func addDisc(center c: Point, radius r: Double) {
        let n = Swift.max(256, Int(r * 64))
        add((0..<n).map { EngineFixture.polar(c, r, 2 * Double.pi * Double($0) / Double(n)) })
    }

    /// Adds a square of side 2·hw centred on `c` with two sides along `direction`.
    mutating func addSquare(center c: Point, direction angle: Double, halfWidth hw: Double) {
        let r = hw * 2.0.squareRoot()
        add((0..<4).map { EngineFixture.polar(c, r, angle + Double.pi / 4 + Double($0) * Double.pi / 2) })
    }

    /// Adds a pie slice of radius `r` around `c` from angle `a0` through `sweep` radians.
    mutating func addSector(center c: Point, radius r: Double, from a0: Double, sweep: Double) {
        let n = Swift.max(64, Int(abs(sweep) * r * 12))
        var poly = [c]
        for i in 0...n { poly.append(EngineFixture.polar(c, r, a0 + sweep * Double(i) / Double(n))) }
        add(poly)
    }

    /// Adds the outer-side join region at vertex `v` of the polyline a → v → b, for half-width `hw`,
    /// following SVG: miter when 1/sin(θ/2) ≤ limit (θ the angle between the segments), else bevel.
    mutating func addJoin(
        _ join: StrokeStyle.LineJoin, at v: Point, from a: Point, to b: Point, halfWidth hw: Double, miterLimit: Double
    ) {
        let u1 = Self.unit(v, a)
        let u2 = Self.unit(v, b)  // from the vertex back along each segment
        let outer = Self.normalize(Point(x: -(u1.x + u2.x), y: -(u1.y + u2.y)))
        // Outer offset points: the normal of each segment that points to the outer side.
        func outerNormal(_ u: Point) -> Point {
            let n = Point(x: -u.y, y: u.x)
            return n.x * outer.x + n.y * outer.y >= 0 ? n : Point(x: u.y, y: -u.x)
        }
        let n1 = outerNormal(u1)
        let n2 = outerNormal(u2)
        let pa = Point(x: v.x + n1.x * hw, y: v.y + n1.y * hw)
        let pb = Point(x: v.x + n2.x * hw, y: v.y + n2.y * hw)
        let cosTheta = u1.x * u2.x + u1.y * u2.y
        let sinHalfTheta = ((1 - cosTheta) / 2).squareRoot()
        switch join {
        case .bevel:
            add([v, pa, pb])
        case .miter:
            if sinHalfTheta > 0 && 1 / sinHalfTheta <= miterLimit {
                let tip = Point(x: v.x + outer.x * hw / sinHalfTheta, y: v.y + outer.y * hw / sinHalfTheta)
                add([v, pa, tip, pb])
            } else {
                add([v, pa, pb])
            }
        case .round:
            let a0 = atan2(n1.y, n1.x)
            var sweep = atan2(n2.y, n2.x) - a0
            while sweep > Double.pi { sweep -= 2 * Double.pi }
            while sweep < -Double.pi { sweep += 2 * Double.pi }
            addSector(center: v, radius: hw, from: a0, sweep: sweep)
        }
    }

    /// Exact coverage (0...1 per pixel) of the union.
    func coverage(width: Int, height: Int, subrows: Int = 128) -> [Double] {
        var ref = ReferenceCoverage(width: width, height: height)
        ref.subrows = subrows
        return ref.polygons(contours, rule: .nonZero)
    }

    static func unit(_ from: Point, _ to: Point) -> Point {
        normalize(Point(x: to.x - from.x, y: to.y - from.y))
    }

    static func normalize(_ p: Point) -> Point {
        let l = (p.x * p.x + p.y * p.y).squareRoot()
        return l > 0 ? Point(x: p.x / l, y: p.y / l) : Point(x: 0, y: 0)
    }
}

/// Distance from each pixel centre of a `width × height` grid to a densely sampled curve, computed
/// only within `reach` of the samples (farther pixels stay at +infinity).
func distanceField(width: Int, height: Int, samples: [Point], reach: Double) -> [Double] {
    var d = [Double](repeating: .infinity, count: width * height)
    for s in samples {
        let x0 = Swift.max(0, Int((s.x - reach).rounded(.down)))
        let x1 = Swift.min(width - 1, Int((s.x + reach).rounded(.up)))
        let y0 = Swift.max(0, Int((s.y - reach).rounded(.down)))
        let y1 = Swift.min(height - 1, Int((s.y + reach).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { continue }
        for y in y0...y1 {
            let dy = Double(y) + 0.5 - s.y
            for x in x0...x1 {
                let dx = Double(x) + 0.5 - s.x
                let v = (dx * dx + dy * dy).squareRoot()
                if v < d[y * width + x] { d[y * width + x] = v }
            }
        }
    }
    return d
}

/// Expected 8-bit value of a 0...1 quantity, rounded as the engine stores it.
func byte(_ v: Double) -> Int { Int((Swift.min(1, Swift.max(0, v)) * 255).rounded()) }
