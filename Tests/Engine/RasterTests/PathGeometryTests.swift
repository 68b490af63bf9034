import Foundation
import RasterReference
import Testing

@testable import Raster

/// Arcs, shape helpers and fill rules.
@Suite("Engine: arcs, shapes and fill rules")
struct PathGeometryTests {
    // MARK: - Arcs

    struct ArcCase: Sendable, CustomTestStringConvertible {
        var start: Double
        var delta: Double
        var clockwise: Bool
        var testDescription: String {
            "start \(start) end start\(delta >= 0 ? "+" : "")\(delta) clockwise \(clockwise)"
        }
    }

    static let turn3 = 6 * Double.pi + 0.5
    static let arcCases: [ArcCase] = [-7, -Double.pi / 2, 0, 1, 2.5, 9].flatMap { start in
        [1.2, -1.2, 5, -5, turn3, -turn3].flatMap { delta in
            [false, true].map { ArcCase(start: start, delta: delta, clockwise: $0) }
        }
    }

    /// Signed sweep of SwiftUI's `addArc`: `clockwise: false` increases the angle from start to the
    /// first angle equivalent to end; a sweep of a full turn or more is one turn.
    static func expectedSweep(start: Double, end: Double, clockwise: Bool) -> Double {
        let tau = 2 * Double.pi
        let s = end - start
        if clockwise {
            if s <= -tau { return -tau }
            return s <= 0 ? s : s - tau * (s / tau).rounded(.up)
        } else {
            if s >= tau { return tau }
            return s >= 0 ? s : s - tau * (s / tau).rounded(.down)
        }
    }

    /// Points of every cubic of `path`, sampled evenly in t (the start point included).
    static func samples(_ path: Path, perCurve n: Int = 16) -> [Point] {
        var out: [Point] = []
        var cur = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                cur = p
                out.append(p)
            case .line(let p):
                cur = p
                out.append(p)
            case .quad(let c, let p):
                for i in 1...n { out.append(Bezier.quadPoint(cur, c, p, Double(i) / Double(n))) }
                cur = p
            case .cubic(let c1, let c2, let p):
                for i in 1...n { out.append(Bezier.cubicPoint(cur, c1, c2, p, Double(i) / Double(n))) }
                cur = p
            case .close: break
            }
        }
        return out
    }

    @Test(arguments: arcCases)
    func arcFollowsTheCircleInTheRightDirection(c: ArcCase) throws {
        let centre = Point(x: 1000.25, y: -300.5)
        let r = 500.0
        let end = c.start + c.delta
        let path = Path.arc(center: centre, radius: r, startAngle: c.start, endAngle: end, clockwise: c.clockwise)
        let sweep = Self.expectedSweep(start: c.start, end: end, clockwise: c.clockwise)
        guard case .move(let first)? = path.elements.first else {
            Issue.record("arc does not start with a move")
            return
        }
        #expect(first.distance(to: EngineFixture.polar(centre, r, c.start)) <= 1e-9 * r, "start point \(first)")
        let pts = Self.samples(path)
        let worst = pts.map { abs($0.distance(to: centre) - r) }.max() ?? .infinity
        #expect(worst <= 1e-3, "farthest sample is \(worst) off the circle")
        // Unwrapped swept angle, and every step turns the same way.
        var total = 0.0
        var backwards = 0
        for i in 1..<pts.count {
            let a = atan2(pts[i - 1].y - centre.y, pts[i - 1].x - centre.x)
            let b = atan2(pts[i].y - centre.y, pts[i].x - centre.x)
            var d = b - a
            if d > Double.pi { d -= 2 * Double.pi }
            if d < -Double.pi { d += 2 * Double.pi }
            if d * sweep < 0 { backwards += 1 }
            total += d
        }
        #expect(abs(total - sweep) <= 1e-9, "swept \(total), expected \(sweep)")
        #expect(backwards == 0)
        let last = pts.last ?? first
        #expect(last.distance(to: EngineFixture.polar(centre, r, c.start + sweep)) <= 1e-9 * r, "end point \(last)")
    }

    @Test(arguments: [false, true])
    func threeTurnArcStrokesLikeOneTurn(clockwise: Bool) throws {
        let centre = Point(x: 28.3, y: 27.6)
        let r = 20.0
        let start = 0.7
        let sign: Double = clockwise ? -1 : 1
        func draw(_ turns: Double) throws -> Bitmap {
            try EngineFixture.render(56, 56) {
                try $0.stroke(
                    .arc(
                        center: centre, radius: r, startAngle: start, endAngle: start + sign * turns * 2 * Double.pi,
                        clockwise: clockwise),
                    color: .black, style: StrokeStyle(lineWidth: 4, lineCap: .butt))
            }
        }
        let one = try draw(1)
        let three = try draw(3)
        let annulus = Double.pi * ((r + 2) * (r + 2) - (r - 2) * (r - 2))
        #expect(abs(one.coveredArea - annulus) <= 0.002 * annulus, "one turn: \(one.coveredArea) vs \(annulus)")
        #expect(
            abs(three.coveredArea - one.coveredArea) <= 0.01, "three turns: \(three.coveredArea) vs \(one.coveredArea)")
        #expect(three == one)
    }

    // MARK: - Shapes

    @Test func roundedRectRadiusIsClampedToHalfTheShorterSide() throws {
        let r = Rect(x: 6.5, y: 10.25, width: 50, height: 20)
        #expect(Path.roundedRect(r, cornerRadius: 1000) == Path.capsule(in: r))
        #expect(Path.roundedRect(r, cornerRadius: 10) == Path.capsule(in: r))
        #expect(Path.roundedRect(r, cornerRadius: -3) == Path.rect(r))
        let bmp = try EngineFixture.render(64, 40) { try $0.fill(.roundedRect(r, cornerRadius: 1000), color: .black) }
        let ref = ReferenceCoverage(width: 64, height: 40).roundedRect(r, radius: 10)
        let err = CoverageError(bitmap: bmp, reference: ref)
        #expect(err.maxError <= 4, "\(err)")
    }

    @Test func boundsAreTightAroundCurves() {
        let circle = Path.circle(center: Point(x: 3, y: -4), radius: 5).bounds
        #expect(abs(circle.minX + 2) < 1e-9 && abs(circle.maxX - 8) < 1e-9)
        #expect(abs(circle.minY + 9) < 1e-9 && abs(circle.maxY - 1) < 1e-9)
        // y(t) = 3t(1−t)·40 for controls at y = 40: extremum 30 at t = 1/2, below the controls.
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addCurve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 40), control2: Point(x: 10, y: 40))
        let b = p.bounds
        #expect(abs(b.maxY - 30) < 1e-9 && b.minY == 0 && b.minX == 0 && b.maxX == 10)
        #expect(Path().bounds == .zero)
    }

    // MARK: - Fill rules

    @Test(arguments: FillRule.allCases, [true, false])
    func innerSquareIsAHoleByRuleAndDirection(rule: FillRule, sameDirection: Bool) throws {
        let outer = [Point(x: 8, y: 8), Point(x: 56, y: 8), Point(x: 56, y: 56), Point(x: 8, y: 56)]
        let innerCW = [
            Point(x: 24.5, y: 24.5), Point(x: 40.5, y: 24.5), Point(x: 40.5, y: 40.5), Point(x: 24.5, y: 40.5),
        ]
        let inner = sameDirection ? innerCW : innerCW.reversed()
        var path = Path()
        path.addPath(EngineFixture.polyline(outer, closed: true))
        path.addPath(EngineFixture.polyline(inner, closed: true))
        let bmp = try EngineFixture.render(64, 64) { try $0.fill(path, color: .black, rule: rule) }
        let hole = rule == .evenOdd || !sameDirection
        #expect(bmp.alpha(32, 32) == (hole ? 0 : 255))
        // The hole's edges fall on half pixels.
        #expect(bmp.alpha(24, 32) == (hole ? 128 : 255) && bmp.alpha(40, 32) == (hole ? 128 : 255))
        let expectedArea = 48.0 * 48 - (hole ? 16 * 16 : 0)
        #expect(abs(bmp.coveredArea - expectedArea) <= 0.2, "area \(bmp.coveredArea) vs \(expectedArea)")
        let ref = ReferenceCoverage(width: 64, height: 64).polygons([outer, inner], rule: rule)
        #expect(CoverageError(bitmap: bmp, reference: ref).maxError <= 1)
    }

    /// Shapes whose horizontal edge meets an edge of another chain inside a pixel: two overlapping
    /// rectangles in one path (union under non-zero, symmetric difference under even-odd), and a
    /// self-crossing loop where a horizontal edge crosses a vertical one.
    /// Named contours filled as one path.
    struct CrossingShape: Sendable, CustomTestStringConvertible {
        var name: String
        var contours: [[Point]]
        var testDescription: String { name }
    }

    static let crossingShapes: [CrossingShape] = [
        CrossingShape(
            name: "bar across a rectangle's top edge",
            contours: [
                [Point(x: 10, y: 10.5), Point(x: 30.5, y: 10.5), Point(x: 30.5, y: 20), Point(x: 10, y: 20)],
                [Point(x: 20.3, y: 5), Point(x: 22.7, y: 5), Point(x: 22.7, y: 30), Point(x: 20.3, y: 30)],
            ]
        ),
        CrossingShape(
            name: "loop crossing itself at (13.5, 13.5)",
            contours: [
                [
                    Point(x: 13.5, y: 30), Point(x: 13.5, y: 10.5), Point(x: 10.5, y: 10.5), Point(x: 10.5, y: 13.5),
                    Point(x: 30, y: 13.5), Point(x: 30, y: 30),
                ]
            ]
        ),
        CrossingShape(
            name: "plus sign of two rectangles",
            contours: [
                [Point(x: 4.25, y: 14.5), Point(x: 35.75, y: 14.5), Point(x: 35.75, y: 21.5), Point(x: 4.25, y: 21.5)],
                [Point(x: 16.5, y: 2.25), Point(x: 23.5, y: 2.25), Point(x: 23.5, y: 33.75), Point(x: 16.5, y: 33.75)],
            ]
        ),
    ]

    @Test(arguments: crossingShapes, FillRule.allCases)
    func horizontalEdgeMeetingAnotherEdgeInsideAPixelIsExact(shape: CrossingShape, rule: FillRule) throws {
        var path = Path()
        for contour in shape.contours { path.addPath(EngineFixture.polyline(contour, closed: true)) }
        let bmp = try EngineFixture.render(40, 40) { try $0.fill(path, color: .black, rule: rule) }
        let ref = ReferenceCoverage(width: 40, height: 40).polygons(shape.contours, rule: rule)
        let err = CoverageError(bitmap: bmp, reference: ref)
        #expect(err.maxError <= 4, "\(shape.name), \(rule): \(err)")
    }
}
