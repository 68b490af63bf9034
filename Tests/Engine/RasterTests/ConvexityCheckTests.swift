import Foundation
import Testing

@testable import Raster

/// `ConvexityCheck.isConvex` decides which fills skip the exactness checks, so its answer fixes
/// bytes: these cases pin it down, and random outlines (NaN and overflowing ones included) must get
/// the answer of the plain early-return formulation it replaced.
@Suite("Engine: convexity check")
struct ConvexityCheckTests {
    /// A polygon and whether it is convex.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var points: [Point]
        var convex: Bool
        var testDescription: String { name }
    }

    static func regular(_ n: Int, radius: Double, turns: Int = 1) -> [Point] {
        (0..<n).map { i in
            let a = 2 * Double.pi * Double(turns * i) / Double(n)
            return Point(x: 50 + radius * cos(a), y: 50 + radius * sin(a))
        }
    }

    static let cases: [Case] = [
        Case(name: "triangle", points: [Point(x: 0, y: 0), Point(x: 4, y: 1), Point(x: 1, y: 3)], convex: true),
        Case(
            name: "square with a repeated corner",
            points: [Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 2), Point(x: 0, y: 2)],
            convex: true),
        Case(
            name: "square with a point in the middle of a side",
            points: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 2), Point(x: 0, y: 2)],
            convex: true),
        Case(name: "64-gon", points: regular(64, radius: 30), convex: true),
        Case(name: "pentagram (turns one way, twice around)", points: regular(5, radius: 30, turns: 2), convex: false),
        Case(
            name: "L shape",
            points: [
                Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 4),
                Point(x: 0, y: 4),
            ], convex: false),
        Case(name: "three equal points", points: Array(repeating: Point(x: 3, y: 3), count: 3), convex: true),
        Case(name: "two points", points: [Point(x: 0, y: 0), Point(x: 1, y: 1)], convex: true),
        Case(name: "no points", points: [], convex: false),
    ]

    @Test(arguments: cases)
    func knownShapes(shape: Case) {
        #expect(ConvexityCheck.isConvex(shape.points) == shape.convex)
        #expect(ConvexityCheck.isConvex(shape.points.reversed()) == shape.convex)
    }

    /// The formulation `isConvex` replaced: the first nonzero cross product is the sense, and any
    /// later one on the other side of zero (by `> 0`) ends the test.
    static func earlyReturnIsConvex(_ p: [Point]) -> Bool {
        let n = p.count
        guard n >= 3 else { return n >= 1 }
        var sense = 0.0
        var xFlips = 0
        var yFlips = 0
        var lastDx = 0.0
        var lastDy = 0.0
        var firstDx = 0.0
        var firstDy = 0.0
        for i in 0..<n {
            let d1 = p[(i + 1) % n] - p[i]
            let d2 = p[(i + 2) % n] - p[(i + 1) % n]
            let cr = d1.cross(d2)
            if cr != 0 {
                if sense == 0 { sense = cr } else if (cr > 0) != (sense > 0) { return false }
            }
            if d1.x != 0 {
                if lastDx != 0 && (d1.x > 0) != (lastDx > 0) { xFlips += 1 }
                lastDx = d1.x
                if firstDx == 0 { firstDx = d1.x }
            }
            if d1.y != 0 {
                if lastDy != 0 && (d1.y > 0) != (lastDy > 0) { yFlips += 1 }
                lastDy = d1.y
                if firstDy == 0 { firstDy = d1.y }
            }
        }
        if lastDx != 0 && firstDx != 0 && (lastDx > 0) != (firstDx > 0) { xFlips += 1 }
        if lastDy != 0 && firstDy != 0 && (lastDy > 0) != (firstDy > 0) { yFlips += 1 }
        return xFlips <= 2 && yFlips <= 2
    }

    /// What the random outlines are made of.
    enum Outline: String, CaseIterable, CustomTestStringConvertible {
        /// Points on a circle, exact (convex) or jittered by up to 2 px (often not).
        case jitteredCircle
        /// Points anywhere: rarely convex.
        case scattered
        /// Jittered circles with a NaN, an infinity or coordinates whose products overflow.
        case hostile

        var testDescription: String { rawValue }
    }

    @Test(arguments: Outline.allCases)
    func randomOutlinesGetTheEarlyReturnAnswer(outline: Outline) {
        var rng = SplitMix(seed: 7)
        var convexCount = 0
        for round in 0..<2_000 {
            let n = 3 + Int(rng.next() % 40)
            var pts: [Point]
            switch outline {
            case .scattered:
                pts = (0..<n).map { _ in Point(x: rng.unit() * 10, y: rng.unit() * 10) }
            case .jitteredCircle, .hostile:
                let jitter = round % 2 == 0 ? 0 : 4.0
                pts = Self.regular(n, radius: 20).map {
                    Point(x: $0.x + (rng.unit() - 0.5) * jitter, y: $0.y + (rng.unit() - 0.5) * jitter)
                }
            }
            if outline == .hostile {
                let i = Int(rng.next() % UInt64(n))
                switch round % 4 {
                case 0: pts[i].x = .nan
                case 1: pts[i].y = .infinity
                case 2: pts[i] = Point(x: 1e300, y: -1e300)
                default: pts = pts.map { Point(x: $0.x * 1e200, y: $0.y * 1e200) }
                }
            }
            let expected = Self.earlyReturnIsConvex(pts)
            if expected { convexCount += 1 }
            #expect(ConvexityCheck.isConvex(pts) == expected, "\(pts)")
        }
        // Both answers occur, so the comparison means something.
        if outline == .jitteredCircle { #expect(convexCount > 0) }
        #expect(convexCount < 2_000)
    }

    /// A polyline along an arc of `sweep` radians of a circle of `radius`, in `steps` steps.
    static func arc(sweep: Double, radius: Double, steps: Int) -> [Point] {
        (0...steps).map { i in
            let a = 0.3 + sweep * Double(i) / Double(steps)
            return Point(x: 50 + radius * cos(a), y: 50 + radius * sin(a))
        }
    }

    /// An open polyline, named for the test list.
    struct Polyline: Sendable, CustomTestStringConvertible {
        var name: String
        var points: [Point]
        var testDescription: String { name }
    }

    static let turningCases: [Polyline] = [
        Polyline(name: "quarter arc", points: arc(sweep: .pi / 2, radius: 40, steps: 40)),
        Polyline(name: "arc of 179.9999°", points: arc(sweep: .pi * (1 - 5e-7), radius: 40, steps: 200)),
        Polyline(name: "arc of exactly π", points: arc(sweep: .pi, radius: 40, steps: 200)),
        Polyline(name: "arc of 180.0001°", points: arc(sweep: .pi * (1 + 5e-7), radius: 40, steps: 200)),
        Polyline(name: "three-quarter arc", points: arc(sweep: 1.5 * .pi, radius: 40, steps: 90)),
        Polyline(name: "reversal", points: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 1, y: 0)]),
        Polyline(
            name: "repeated point",
            points: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5)]),
        Polyline(
            name: "two right angles",
            points: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5), Point(x: 0, y: 5)]),
        Polyline(name: "zig-zag", points: (0..<12).map { Point(x: Double($0) * 10, y: $0 % 2 == 0 ? 0 : 8) }),
        Polyline(name: "NaN vertex", points: [Point(x: 0, y: 0), Point(x: .nan, y: 1), Point(x: 2, y: 0)]),
        Polyline(name: "infinite vertex", points: [Point(x: 0, y: 0), Point(x: 1, y: .infinity), Point(x: 2, y: 0)]),
    ]

    /// Open polylines whose turning is well below, well above, near or exactly at half a turn, with
    /// reversals, repeated points, right angles and non-finite points: the bounded sum must give the
    /// answer of summing `atan2`s.
    @Test(arguments: turningCases)
    func turningBoundsGiveTheAnswerOfTheAngles(_ polyline: Polyline) {
        let points = polyline.points
        #expect(
            ConvexityCheck.turnsLessThanHalfATurn(points) == ConvexityCheck.turnsLessThanHalfATurnByAngles(points))
    }

    /// Random open polylines, smooth (flattened curves, the common case) and jagged: both answers
    /// occur, and the bounded sum always agrees with the angles.
    @Test func randomPolylinesGetTheAnswerOfTheAngles() {
        var rng = SplitMix(seed: 11)
        var less = 0
        for round in 0..<3_000 {
            let n = 3 + Int(rng.next() % 60)
            var heading = rng.unit() * 2 * .pi
            var p = Point(x: 0, y: 0)
            var points = [p]
            // Smooth rounds turn a little at every vertex, jagged ones a lot.
            let spread = round % 2 == 0 ? 0.15 : 2.5
            for _ in 1..<n {
                heading += (rng.unit() - 0.5) * spread
                p = Point(x: p.x + cos(heading), y: p.y + sin(heading))
                points.append(p)
            }
            let expected = ConvexityCheck.turnsLessThanHalfATurnByAngles(points)
            if expected { less += 1 }
            #expect(ConvexityCheck.turnsLessThanHalfATurn(points) == expected, "\(points)")
        }
        #expect(less > 0 && less < 3_000)
    }
}
