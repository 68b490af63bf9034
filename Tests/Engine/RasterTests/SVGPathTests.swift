import Foundation
import Testing

@testable import Raster

/// Tests for `SVGPathParser` and `Path(svgPathData:)`.
@Suite("SVGPath")
struct SVGPathTests {
    // MARK: Helpers

    /// One cubic piece with its start point.
    struct Piece {
        var p0, p1, p2, p3: Point
    }

    /// The cubic pieces of a path (each with the point it starts from).
    static func cubics(_ path: Path) -> [Piece] {
        var out: [Piece] = []
        var cur = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p), .quad(_, let p): cur = p
            case .cubic(let c1, let c2, let p):
                out.append(Piece(p0: cur, p1: c1, p2: c2, p3: p))
                cur = p
            case .close: break
            }
        }
        return out
    }

    /// Points sampled along every cubic piece, including the joints.
    static func samples(_ path: Path, perPiece: Int = 16) -> [Point] {
        var out: [Point] = []
        for c in cubics(path) {
            for k in 0...perPiece {
                out.append(Bezier.cubicPoint(c.p0, c.p1, c.p2, c.p3, Double(k) / Double(perPiece)))
            }
        }
        return out
    }

    /// The total signed angle swept around `center` by consecutive points.
    static func sweptAngle(_ points: [Point], around center: Point) -> Double {
        var total = 0.0
        for k in 1..<points.count {
            let a = points[k - 1] - center
            let b = points[k] - center
            total += atan2(a.cross(b), a.dot(b))
        }
        return total
    }

    static func parse(_ s: String) throws(SVGPathError) -> Path { try Path(svgPathData: s) }

    // MARK: Basics

    @Test(arguments: ["", " ", "\n\t\r\u{0C} "])
    func emptyDataGivesEmptyPath(_ data: String) throws {
        let path = try Self.parse(data)
        #expect(path.isEmpty)
        #expect(path.currentPoint == nil)
    }

    @Test(
        arguments: SVGPair.list([
            ("M 10 20 L 30 40 L 50 10", "m 10 20 l 20 20 l 20 -30"),
            ("M 10 20 H 40 V 60 H 10 Z", "m 10 20 h 30 v 40 h -30 z"),
            ("M 0 0 C 10 0 20 10 20 20 S 30 40 40 40", "m 0 0 c 10 0 20 10 20 20 s 10 20 20 20"),
            ("M 0 0 Q 10 20 20 0 T 40 0 T 60 0", "m0 0q10 20 20 0t20 0t20 0"),
            ("M 10 10 A 20 30 15 1 0 50 40", "m 10 10 a 20 30 15 1 0 40 30"),
            ("M 5 5 L 15 5 Z M 20 20 L 30 20", "m 5 5 l 10 0 z m 15 15 l 10 0"),
            ("M 1 2 3 4 5 6", "m 1 2 2 2 2 2"),
            ("M 1 2 L 3 4 Z L 6 6", "M 1 2 l 2 2 z l 5 4"),
        ]))
    func absoluteAndRelativeFormsAgree(spellings: SVGPair) throws {
        let (absolute, relative) = (spellings.first, spellings.second)
        let a = try Self.parse(absolute)
        let r = try Self.parse(relative)
        #expect(!a.isEmpty)
        #expect(a.elements == r.elements)
        #expect(a.currentPoint == r.currentPoint)
    }

    @Test(
        arguments: SVGCase<[PathElement]>.list([
            // H and V, absolute and relative.
            (
                "M 10 20 H 30 V 40 h -5 v -10",
                [
                    PathElement.move(to: Point(10, 20)), .line(to: Point(30, 20)), .line(to: Point(30, 40)),
                    .line(to: Point(25, 40)), .line(to: Point(25, 30)),
                ]
            ),
            (
                "M 0 0 H 1 2 3 V 4 5",
                [
                    PathElement.move(to: Point(0, 0)), .line(to: Point(1, 0)), .line(to: Point(2, 0)),
                    .line(to: Point(3, 0)),
                    .line(to: Point(3, 4)), .line(to: Point(3, 5)),
                ]
            ),
            // Extra pairs after a moveto are linetos (relative after m).
            ("M 1 2 3 4 5 6", [PathElement.move(to: Point(1, 2)), .line(to: Point(3, 4)), .line(to: Point(5, 6))]),
            ("m 1 2 3 4 5 6", [PathElement.move(to: Point(1, 2)), .line(to: Point(4, 6)), .line(to: Point(9, 12))]),
            (
                "M0,0L10,10,20,0",
                [PathElement.move(to: Point(0, 0)), .line(to: Point(10, 10)), .line(to: Point(20, 0))]
            ),
            // S reflects the previous C/S control point; after anything else it uses the current point.
            (
                "M 0 0 C 1 2 3 4 5 6 S 9 10 11 12",
                [
                    PathElement.move(to: Point(0, 0)),
                    .cubic(control1: Point(1, 2), control2: Point(3, 4), to: Point(5, 6)),
                    .cubic(control1: Point(7, 8), control2: Point(9, 10), to: Point(11, 12)),
                ]
            ),
            (
                "M 0 0 S 1 1 2 2 S 3 5 4 4",
                [
                    PathElement.move(to: Point(0, 0)),
                    .cubic(control1: Point(0, 0), control2: Point(1, 1), to: Point(2, 2)),
                    .cubic(control1: Point(3, 3), control2: Point(3, 5), to: Point(4, 4)),
                ]
            ),
            (
                "M 0 0 L 5 6 S 9 10 11 12",
                [
                    PathElement.move(to: Point(0, 0)), .line(to: Point(5, 6)),
                    .cubic(control1: Point(5, 6), control2: Point(9, 10), to: Point(11, 12)),
                ]
            ),
            (
                "M 0 0 Q 1 1 2 2 S 5 5 6 6",
                [
                    PathElement.move(to: Point(0, 0)), .quad(control: Point(1, 1), to: Point(2, 2)),
                    .cubic(control1: Point(2, 2), control2: Point(5, 5), to: Point(6, 6)),
                ]
            ),
            // T reflects the previous Q/T control point; after anything else it uses the current point.
            (
                "M 0 0 Q 1 2 3 4 T 7 8 T 9 10",
                [
                    PathElement.move(to: Point(0, 0)), .quad(control: Point(1, 2), to: Point(3, 4)),
                    .quad(control: Point(5, 6), to: Point(7, 8)), .quad(control: Point(9, 10), to: Point(9, 10)),
                ]
            ),
            (
                "M 0 0 C 1 1 2 2 3 3 T 5 5",
                [
                    PathElement.move(to: Point(0, 0)),
                    .cubic(control1: Point(1, 1), control2: Point(2, 2), to: Point(3, 3)),
                    .quad(control: Point(3, 3), to: Point(5, 5)),
                ]
            ),
            (
                "m 1 1 q 1 1 2 0 t 2 0",
                [
                    PathElement.move(to: Point(1, 1)), .quad(control: Point(2, 2), to: Point(3, 1)),
                    .quad(control: Point(4, 0), to: Point(5, 1)),
                ]
            ),
            // Implicit repetition of C.
            (
                "M 0 0 C 1 2 3 4 5 6 7 8 9 10 11 12",
                [
                    PathElement.move(to: Point(0, 0)),
                    .cubic(control1: Point(1, 2), control2: Point(3, 4), to: Point(5, 6)),
                    .cubic(control1: Point(7, 8), control2: Point(9, 10), to: Point(11, 12)),
                ]
            ),
            // After Z, the next command starts a new subpath at the closed subpath's first point.
            (
                "M 10 10 L 20 10 Z l 5 5",
                [
                    PathElement.move(to: Point(10, 10)), .line(to: Point(20, 10)), .close,
                    .move(to: Point(10, 10)), .line(to: Point(15, 15)),
                ]
            ),
            (
                "M 10 10 L 20 10 z m 5 5 l 1 1",
                [
                    PathElement.move(to: Point(10, 10)), .line(to: Point(20, 10)), .close,
                    .move(to: Point(15, 15)), .line(to: Point(16, 16)),
                ]
            ),
            (
                "M 10 10 L 20 10 Z h 5",
                [
                    PathElement.move(to: Point(10, 10)), .line(to: Point(20, 10)), .close,
                    .move(to: Point(10, 10)), .line(to: Point(15, 10)),
                ]
            ),
            (
                "M 0 0 Q 1 1 2 2 Z T 4 4",
                [
                    PathElement.move(to: Point(0, 0)), .quad(control: Point(1, 1), to: Point(2, 2)), .close,
                    .move(to: Point(0, 0)), .quad(control: Point(0, 0), to: Point(4, 4)),
                ]
            ),
            (
                "M 10 10 Z Z L 1 1",
                [
                    PathElement.move(to: Point(10, 10)), .close, .move(to: Point(10, 10)), .line(to: Point(1, 1)),
                ]
            ),
            // Compact numbers and every kind of separator.
            ("M.5.5L-1-2", [PathElement.move(to: Point(0.5, 0.5)), .line(to: Point(-1, -2))]),
            ("M+3,4", [PathElement.move(to: Point(3, 4))]),
            ("M1e-3 2E+2", [PathElement.move(to: Point(0.001, 200))]),
            ("M 1.5.5", [PathElement.move(to: Point(1.5, 0.5))]),
            ("M 5. 6.e1", [PathElement.move(to: Point(5, 60))]),
            ("M 1-.5", [PathElement.move(to: Point(1, -0.5))]),
            ("M0 0l1e2-1e-1", [PathElement.move(to: Point(0, 0)), .line(to: Point(100, -0.1))]),
            (
                "M1 2\n\tL\r\n3\u{0C}4 , 5,6",
                [
                    PathElement.move(to: Point(1, 2)), .line(to: Point(3, 4)), .line(to: Point(5, 6)),
                ]
            ),
            ("  M 1 2  ", [PathElement.move(to: Point(1, 2))]),
            ("M 0.1 0.2", [PathElement.move(to: Point(0.1, 0.2))]),
            (
                "M 123456789012345678901234567890 0.1234567890123456789",
                [
                    // The nearest Double to 123456789012345678901234567890 (too many digits for the fast path).
                    PathElement.move(to: Point(123_456_789_012_345_677_877_719_597_056, 0.1234567890123456789))
                ]
            ),
            // Arcs: a zero radius is a line, identical end points omit the arc.
            ("M 0 0 A 0 5 0 0 1 10 10", [PathElement.move(to: Point(0, 0)), .line(to: Point(10, 10))]),
            ("M 0 0 a 5 0 0 0 1 10 10", [PathElement.move(to: Point(0, 0)), .line(to: Point(10, 10))]),
            ("M 5 5 A 10 10 0 1 1 5 5 L 6 6", [PathElement.move(to: Point(5, 5)), .line(to: Point(6, 6))]),
        ]))
    func producesExpectedElements(_ c: SVGCase<[PathElement]>) throws {
        let (data, expected) = (c.data, c.expected)
        let path = try Self.parse(data)
        #expect(path.elements == expected)
    }

    @Test(arguments: [
        "0", "1", "-1", "+1", ".5", "5.", "-.5e-2", "00012", "1e3", "1E3", "1e+3", "1e-3", "0.000001",
        "123.456", "3.141592653589793", "1e22", "1e23", "9007199254740993", "0.1", "0.3", "1e-320",
        "4.9e-324", "1.7976931348623157e308", "2.2250738585072014e-308", "12345678901234567890",
        "0.000000000000000000000000001", "98765.4321e-7",
    ])
    func numbersMatchStandardLibraryParsing(_ text: String) throws {
        let expected = try #require(Double(text))
        let path = try Self.parse("M \(text),\(text)")
        #expect(path.elements == [.move(to: Point(expected, expected))])
    }

    @Test func utf8EntryPointMatchesStringEntryPoint() throws {
        let data = "M 10 20 c 1 2 3 4 5 6 s 1 1 2 2 a 5 6 7 1 0 8 9 z"
        let fromString = try SVGPathParser().parse(data)
        let fromBytes = try SVGPathParser().parse(utf8: Array(data.utf8))
        let fromSlice = try SVGPathParser().parse(utf8: Array(data.utf8)[...])
        #expect(fromString.elements.count > 5)
        #expect(fromString.elements == fromBytes.elements)
        #expect(fromString.elements == fromSlice.elements)
    }

    // MARK: Arcs

    @Test(
        arguments: SVGCase<Point>.list([
            ("M 0 0 A 50 50 0 0 1 100 0", Point(100, 0)),
            ("M 0.1 0.2 A 3.3 1.7 33 1 0 7.9 -2.3", Point(7.9, -2.3)),
            ("M 0.1 0.2 a 3.3 1.7 33 1 0 7.9 -2.3", Point(0.1 + 7.9, 0.2 + -2.3)),
            ("M 1 1 A 1 1 0 0 1 2.7 3.1", Point(2.7, 3.1)),
            ("M -7.25 3.5 A 1e3 20 -45 0 0 11.125 -2.375", Point(11.125, -2.375)),
            ("M 0 0 A 0.001 0.002 90 1 1 1e-3 3e-3", Point(1e-3, 3e-3)),
        ]))
    func arcEndsExactlyOnItsEndPoint(_ c: SVGCase<Point>) throws {
        let (data, end) = (c.data, c.expected)
        let path = try Self.parse(data)
        guard case .cubic(_, _, let last)? = path.elements.last else {
            Issue.record("expected the arc to end with a cubic piece, got \(path.elements)")
            return
        }
        #expect(last == end)
        #expect(path.currentPoint == end)
        #expect(path.isFinite)
    }

    @Test(
        arguments: SVGCase<Point>.list([
            ("M 0 0 A 50 50 0 0 1 100 0", Point(50, -50)),  // positive-angle (clockwise on screen) goes over the top
            ("M 0 0 A 50 50 0 0 0 100 0", Point(50, 50)),  // negative-angle goes under
            ("M 0 0 A 50 50 0 1 1 100 0", Point(50, -50)),  // large-arc is irrelevant for an exact half circle
            ("M 0 0 A 1 1 0 0 1 100 0", Point(50, -50)),  // radii too small: scaled up to 50
        ]))
    func halfCircleMidpointLiesOnTheCircle(_ c: SVGCase<Point>) throws {
        let (data, midpoint) = (c.data, c.expected)
        let path = try Self.parse(data)
        let center = Point(50, 0)
        let pieces = Self.cubics(path)
        #expect(pieces.count >= 2)
        let joints = pieces.map(\.p3)
        for j in joints {
            #expect(abs(j.distance(to: center) - 50) < 1e-6, "joint \(j) is off the circle")
        }
        #expect(
            joints.contains { $0.distance(to: midpoint) < 1e-6 }, "no joint at the arc midpoint \(midpoint): \(joints)")
        for p in Self.samples(path) {
            #expect(abs(p.distance(to: center) - 50) < 0.03, "sample \(p) is off the circle")
        }
    }

    /// From (0, 0) to (50, 50) with radius 50 the two candidate centers are (50, 0) and (0, 50).
    @Test(arguments: [
        ArcFlagsCase(largeArc: false, sweep: false, center: Point(50, 0), sweptAngle: -Double.pi / 2),
        ArcFlagsCase(largeArc: false, sweep: true, center: Point(0, 50), sweptAngle: Double.pi / 2),
        ArcFlagsCase(largeArc: true, sweep: false, center: Point(0, 50), sweptAngle: -3 * Double.pi / 2),
        ArcFlagsCase(largeArc: true, sweep: true, center: Point(50, 0), sweptAngle: 3 * Double.pi / 2),
    ])
    func arcFlagsChooseCenterAndDirection(flags: ArcFlagsCase) throws {
        let (largeArc, sweep, center, expectedSweep) = (flags.largeArc, flags.sweep, flags.center, flags.sweptAngle)
        let path = try Self.parse("M 0 0 A 50 50 0 \(largeArc ? 1 : 0) \(sweep ? 1 : 0) 50 50")
        let points = Self.samples(path)
        #expect(points.count > 2)
        for p in points {
            #expect(abs(p.distance(to: center) - 50) < 0.03, "sample \(p) is not on the circle around \(center)")
        }
        #expect(abs(Self.sweptAngle(points, around: center) - expectedSweep) < 1e-3)
    }

    @Test(arguments: [
        RotatedArcCase(degrees: 30, theta1: 0.3, theta2: 2.0),
        RotatedArcCase(degrees: -75, theta1: 1.0, theta2: -2.5),
        RotatedArcCase(degrees: 390, theta1: -0.5, theta2: 4.0),
        RotatedArcCase(degrees: 120, theta1: 3.0, theta2: 0.2),
    ])
    func rotatedEllipticalArcFollowsTheEllipse(arc: RotatedArcCase) throws {
        let (degrees, theta1, theta2) = (arc.degrees, arc.theta1, arc.theta2)
        let center = Point(10, 20)
        let rx = 100.0
        let ry = 50.0
        let phi = degrees * .pi / 180
        func onEllipse(_ t: Double) -> Point {
            Point(
                x: center.x + rx * cos(phi) * cos(t) - ry * sin(phi) * sin(t),
                y: center.y + rx * sin(phi) * cos(t) + ry * cos(phi) * sin(t))
        }
        let start = onEllipse(theta1)
        let end = onEllipse(theta2)
        let delta = theta2 - theta1
        let large = abs(delta) > .pi ? 1 : 0
        let sweep = delta > 0 ? 1 : 0
        let path = try Self.parse(
            "M \(start.x) \(start.y) A \(rx) \(ry) \(degrees) \(large) \(sweep) \(end.x) \(end.y)")
        #expect(path.currentPoint == end)
        let points = Self.samples(path)
        #expect(points.count > 2)
        // Map samples back to the unit circle: they must lie on it, with angles running from theta1 to theta2.
        var previous = theta1
        var progress: [Double] = []
        for p in points {
            let d = p - center
            let u = Point(x: (cos(phi) * d.x + sin(phi) * d.y) / rx, y: (-sin(phi) * d.x + cos(phi) * d.y) / ry)
            #expect(abs(u.length - 1) < 1e-3, "sample \(p) is off the ellipse")
            var angle = atan2(u.y, u.x)
            while angle - previous > .pi { angle -= 2 * .pi }
            while angle - previous < -.pi { angle += 2 * .pi }
            progress.append(angle)
            previous = angle
        }
        #expect(abs(progress.first! - theta1) < 1e-6)
        #expect(abs(progress.last! - theta2) < 1e-6)
        let monotone = zip(progress, progress.dropFirst()).allSatisfy { delta > 0 ? $1 >= $0 - 1e-9 : $1 <= $0 + 1e-9 }
        #expect(monotone, "arc does not run monotonically from \(theta1) to \(theta2)")
    }

    @Test func tooSmallEllipticalRadiiScaleUpProportionally() throws {
        // rx:ry = 2:1 and the chord is 100 along x, so the radii become 50 and 25.
        let path = try Self.parse("M 0 0 A 2 1 0 0 1 100 0")
        let points = Self.samples(path)
        #expect(points.count > 2)
        for p in points {
            let u = Point(x: (p.x - 50) / 50, y: p.y / 25)
            #expect(abs(u.length - 1) < 1e-3, "sample \(p) is off the scaled ellipse")
        }
        #expect(Self.cubics(path).map(\.p3).contains { $0.distance(to: Point(50, -25)) < 1e-6 })
    }

    @Test(
        arguments: SVGPair.list([
            ("M0 0a1 1 0 00 1 1", "M0 0a1 1 0 0 0 1 1"),
            ("M0 0a1,1,0,1,1,1,1", "M0 0 a 1 1 0 1 1 1 1"),
            ("M 0 0 a 1 1 0 0 01 1", "M 0 0 a 1 1 0 0 0 1 1"),
            ("M0 0A5 5 0 1 0 3 4 5 5 0 0 1 9 9", "M0 0A5 5 0 1 0 3 4 A5 5 0 0 1 9 9"),
            ("M 0 0 A -50 -50 0 0 1 100 0", "M 0 0 A 50 50 0 0 1 100 0"),
            ("M 0 0 A 20 10 400 0 1 30 10", "M 0 0 A 20 10 40 0 1 30 10"),
        ]))
    func equivalentArcSpellings(_ spellings: SVGPair) throws {
        let (a, b) = (spellings.first, spellings.second)
        let pa = try Self.parse(a)
        let pb = try Self.parse(b)
        #expect(Self.cubics(pa).count >= 1)
        #expect(pa.elements.count == pb.elements.count)
        let close = zip(Self.samples(pa), Self.samples(pb)).allSatisfy { $0.distance(to: $1) < 1e-9 }
        #expect(close)
        #expect(pa.currentPoint == pb.currentPoint)
    }

    @Test func smoothCurveAfterArcUsesCurrentPoint() throws {
        let path = try Self.parse("M0 0 A 5 5 0 0 1 10 0 S 15 5 20 0")
        guard case .cubic(let c1, let c2, let p)? = path.elements.last else {
            Issue.record("expected a cubic, got \(path.elements)")
            return
        }
        #expect(c1 == Point(10, 0))
        #expect(c2 == Point(15, 5))
        #expect(p == Point(20, 0))
    }

    // MARK: Errors

    @Test(
        arguments: SVGCase<SVGPathError>.list([
            ("M 10", SVGPathError.expectedNumber(offset: 4)),
            ("L 1 2", .missingMoveTo(offset: 0)),
            ("  l 1 2", .missingMoveTo(offset: 2)),
            ("10 20", .missingMoveTo(offset: 0)),
            ("x", .unexpectedCharacter("x", offset: 0)),
            ("M1 2 X", .unexpectedCharacter("X", offset: 5)),
            ("M 1 2 #", .unexpectedCharacter("#", offset: 6)),
            ("M 1 2 é", .unexpectedCharacter("é", offset: 6)),
            ("M 1 2\r\nX", .unexpectedCharacter("X", offset: 7)),  // offsets count UTF-8 bytes, not Characters
            ("M 1 2e", .unexpectedCharacter("e", offset: 5)),
            ("M 1 2 Z 3", .unexpectedCharacter("3", offset: 8)),
            ("M 1 2 A 1 1 0 2 0 3 3", .expectedFlag(offset: 14)),
            ("M 1 2 A 1 1 0 0 7 3 3", .expectedFlag(offset: 16)),
            ("M 1 2 A 1 1 0 0", .expectedFlag(offset: 15)),
            ("M 1e999 0", .nonFiniteNumber(offset: 2)),
            ("M 0 -1e999", .nonFiniteNumber(offset: 4)),
            ("M 0 0 L 1 \(String(repeating: "9", count: 400))", .nonFiniteNumber(offset: 10)),
            ("M 1e308 0 l 1e308 0", .nonFiniteCoordinate(offset: 12)),
            ("M 1 2 L 3", .expectedNumber(offset: 9)),
            ("M 1 2 L 3 -", .expectedNumber(offset: 10)),
            ("M 1 2 L .", .expectedNumber(offset: 8)),
            ("M,1 2", .expectedNumber(offset: 1)),
            ("M 1 2,", .expectedNumber(offset: 6)),
            ("M 1 2,,3 4", .expectedNumber(offset: 6)),
            ("M 1 2, L 3 4", .expectedNumber(offset: 7)),
            ("M 1 2 C 1 2 3 4 5", .expectedNumber(offset: 17)),
            ("M 1 2 L 3 4 5", .expectedNumber(offset: 13)),
            ("M 1 2 H", .expectedNumber(offset: 7)),
        ]))
    func malformedDataReportsErrorAndOffset(_ c: SVGCase<SVGPathError>) {
        let (data, expected) = (c.data, c.expected)
        do {
            let path = try Self.parse(data)
            Issue.record("expected \(expected) but parsed \(path.elements)")
        } catch {
            #expect(error == expected)
            #expect(error.offset == expected.offset)
            #expect(error.description.contains("offset \(expected.offset)"))
        }
    }

    @Test func invalidUTF8IsReportedAsReplacementCharacter() {
        let bytes: [UInt8] = Array("M 1 2 ".utf8) + [0xFF, 0x20]
        #expect(throws: SVGPathError.unexpectedCharacter("\u{FFFD}", offset: 6)) {
            try SVGPathParser().parse(utf8: bytes)
        }
    }

    @Test func errorDescriptionsAreActionable() {
        #expect(
            SVGPathError.expectedNumber(offset: 12).description.hasPrefix(
                "expected a number at offset 12 in SVG path data"))
        #expect(SVGPathError.expectedFlag(offset: 3).description.contains("0 or 1"))
        #expect(SVGPathError.missingMoveTo(offset: 0).description.contains("M or m"))
        #expect(SVGPathError.unexpectedCharacter("X", offset: 5).description.contains("\"X\" at offset 5"))
        #expect(SVGPathError.nonFiniteNumber(offset: 2).description.contains("too large"))
    }
}

/// One path data string and what parsing it must give; the case is named by the data.
struct SVGCase<Expected: Sendable>: Sendable, CustomTestStringConvertible {
    var data: String
    var expected: Expected
    var testDescription: String { data.debugDescription }

    /// Cases from (data, expected) pairs.
    static func list(_ pairs: [(String, Expected)]) -> [SVGCase] {
        pairs.map { SVGCase(data: $0.0, expected: $0.1) }
    }
}

/// Two spellings of the same path data; the case is named by both.
struct SVGPair: Sendable, CustomTestStringConvertible {
    var first: String
    var second: String
    var testDescription: String { "\(first.debugDescription) ≡ \(second.debugDescription)" }

    /// Cases from pairs of spellings.
    static func list(_ pairs: [(String, String)]) -> [SVGPair] { pairs.map { SVGPair(first: $0.0, second: $0.1) } }
}

/// An arc from (0, 0) to (50, 50) of radius 50: its flags, the centre they choose and the angle it
/// sweeps around it.
struct ArcFlagsCase: Sendable, CustomTestStringConvertible {
    var largeArc: Bool
    var sweep: Bool
    var center: Point
    var sweptAngle: Double
    var testDescription: String { "large-arc \(largeArc ? 1 : 0), sweep \(sweep ? 1 : 0)" }
}

/// An elliptical arc rotated by `degrees`, from parameter angle `theta1` to `theta2`.
struct RotatedArcCase: Sendable, CustomTestStringConvertible {
    var degrees: Double
    var theta1: Double
    var theta2: Double
    var testDescription: String { "rotated \(degrees)°, \(theta1)…\(theta2) rad" }
}
