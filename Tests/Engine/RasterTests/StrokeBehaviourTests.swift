import Foundation
import Testing

@testable import Raster

/// Stroke geometry: caps, joins and the SVG miter limit, dashes, closed and zero-length subpaths,
/// degenerate turns, tight curves and sub-pixel widths — each checked against geometry built
/// independently in the test (`ReferenceRegion`, exact areas, distance fields).
@Suite("Engine: strokes")
struct StrokeBehaviourTests {
    typealias Cap = StrokeStyle.LineCap
    typealias Join = StrokeStyle.LineJoin

    // MARK: - Caps

    @Test(arguments: Cap.allCases)
    func capOnHorizontalLine(cap: Cap) throws {
        let a = Point(x: 10.25, y: 20)
        let b = Point(x: 50.75, y: 20)
        let hw = 4.0
        let (w, h) = (64, 40)
        let bmp = try EngineFixture.render(w, h) {
            try $0.stroke(
                EngineFixture.polyline([a, b]), color: .black, style: StrokeStyle(lineWidth: 2 * hw, lineCap: cap))
        }
        var region = ReferenceRegion()
        region.addSegment(from: a, to: b, halfWidth: hw)
        let body = (b.x - a.x) * 2 * hw
        let expectedArea: Double
        switch cap {
        case .butt:
            expectedArea = body
        case .square:
            region.addRect(x0: a.x - hw, y0: a.y - hw, x1: a.x, y1: a.y + hw)
            region.addRect(x0: b.x, y0: b.y - hw, x1: b.x + hw, y1: b.y + hw)
            expectedArea = body + 4 * hw * hw
        case .round:
            region.addDisc(center: a, radius: hw)
            region.addDisc(center: b, radius: hw)
            expectedArea = body + Double.pi * hw * hw
        }
        let err = CoverageError(bitmap: bmp, reference: region.coverage(width: w, height: h))
        #expect(err.maxError <= 4, "\(cap): \(err)")
        #expect(
            abs(bmp.coveredArea - expectedArea) <= 0.002 * expectedArea,
            "\(cap): area \(bmp.coveredArea) vs \(expectedArea)")

        // The stroke ends exactly at the end points (butt) or w/2 beyond them (square, round).
        let ext = cap == .butt ? 0 : hw
        let left = Int((a.x - ext).rounded(.down))
        let right = Int((b.x + ext).rounded(.down))
        for y in 14...25 {
            #expect(bmp.alpha(left - 1, y) == 0, "\(cap): pixel (\(left - 1), \(y)) beyond the start")
            #expect(bmp.alpha(right + 1, y) == 0, "\(cap): pixel (\(right + 1), \(y)) beyond the end")
        }
        if cap == .round {
            // The half disc reaches w/2 beyond the end point only on the axis.
            #expect(bmp.alpha(left, 20) > 128 && bmp.alpha(left, 20) < 191)
            #expect(bmp.alpha(right, 19) > 128 && bmp.alpha(right, 19) < 191)
            #expect(bmp.alpha(left, 16) == 0 && bmp.alpha(right, 23) == 0)
        } else {
            // End pixels are 3/4 covered across the whole width, and nothing outside the width.
            for y in 16...23 {
                #expect(bmp.alpha(left, y) == 191, "\(cap): end pixel (\(left), \(y))")
                #expect(bmp.alpha(right, y) == 191, "\(cap): end pixel (\(right), \(y))")
            }
            #expect(bmp.alpha(left, 15) == 0 && bmp.alpha(right, 24) == 0)
        }
    }

    // MARK: - Joins

    /// `offset` 0 puts every corner of the stroke on pixel boundaries; 0.3/0.6 puts them inside pixels.
    @Test(arguments: Join.allCases, [false, true])
    func joinOnRightAngle(join: Join, offGrid: Bool) throws {
        let dx = offGrid ? 0.3 : 0
        let dy = offGrid ? 0.6 : 0
        let p0 = Point(x: 8 + dx, y: 40 + dy)
        let v = Point(x: 38 + dx, y: 40 + dy)
        let p1 = Point(x: 38 + dx, y: 10 + dy)
        let hw = 5.0
        let (w, h) = (56, 56)
        let bmp = try EngineFixture.render(w, h) {
            try $0.stroke(
                EngineFixture.polyline([p0, v, p1]), color: .black,
                style: StrokeStyle(lineWidth: 2 * hw, lineJoin: join))
        }
        var region = ReferenceRegion()
        region.addSegment(from: p0, to: v, halfWidth: hw)
        region.addSegment(from: v, to: p1, halfWidth: hw)
        region.addJoin(join, at: v, from: p0, to: p1, halfWidth: hw, miterLimit: 10)
        // Two 30 × 10 bars overlap in an hw × hw square on the inside; the join fills the outside.
        let joinArea: Double
        switch join {
        case .miter: joinArea = hw * hw
        case .bevel: joinArea = hw * hw / 2
        case .round: joinArea = Double.pi * hw * hw / 4
        }
        let expectedArea = 2 * 30 * 2 * hw - hw * hw + joinArea
        let err = CoverageError(bitmap: bmp, reference: region.coverage(width: w, height: h))
        #expect(err.maxError <= 4, "\(join): \(err)")
        #expect(
            abs(bmp.coveredArea - expectedArea) <= 0.002 * expectedArea,
            "\(join): area \(bmp.coveredArea) vs \(expectedArea)")
        // Pixel [42, 43] × [44, 45] lies inside the miter corner and outside both bevel and round joins.
        #expect(bmp.alpha(42, 44) == (join == .miter ? 255 : 0), "\(join)")
        // Pixel [40, 41] × [42, 43] lies within hw of the vertex: covered by the round join.
        if join != .bevel { #expect(bmp.alpha(40, 42) == 255, "\(join)") }
        // The inner corner: exactly the part of its pixel outside the quadrant x < cx, y < cy is covered.
        let cx = v.x - hw
        let cy = v.y - hw
        let ix = Int(cx.rounded(.down))
        let iy = Int(cy.rounded(.down))
        let inner = 1 - (cx - Double(ix)) * (cy - Double(iy))
        #expect(
            abs(bmp.alpha(ix, iy) - byte(inner)) <= 1,
            "inner corner pixel (\(ix), \(iy)): \(bmp.alpha(ix, iy)) vs \(byte(inner))")
    }

    struct SharpJoinCase: Sendable, CustomTestStringConvertible {
        /// Angle between the two segments, in degrees.
        var theta: Double
        var join: Join
        var miterLimit: Double
        var expectSpike: Bool
        var testDescription: String { "θ=\(theta)° \(join) limit \(miterLimit)" }
    }

    /// 1/sin(15°) = 3.8637: the miter length ratio of a 30° corner.
    static let ratio30 = 1 / sin(15 * Double.pi / 180)
    static let sharpCases: [SharpJoinCase] = [
        SharpJoinCase(theta: 30, join: .miter, miterLimit: ratio30 * 1.01, expectSpike: true),
        SharpJoinCase(theta: 30, join: .miter, miterLimit: ratio30 * 0.99, expectSpike: false),
        SharpJoinCase(theta: 30, join: .bevel, miterLimit: 10, expectSpike: false),
        SharpJoinCase(theta: 30, join: .round, miterLimit: 10, expectSpike: false),
        // Default limit 10: 1/sin(6°) = 9.57 keeps the miter, 1/sin(5°) = 11.47 bevels.
        SharpJoinCase(theta: 12, join: .miter, miterLimit: 10, expectSpike: true),
        SharpJoinCase(theta: 10, join: .miter, miterLimit: 10, expectSpike: false),
    ]

    @Test(arguments: sharpCases)
    func joinOnSharpAngleFollowsSVGMiterLimit(c: SharpJoinCase) throws {
        let (w, h) = (96, 48)
        let v = Point(x: 60.3, y: 24.4)
        let len = 50.0
        let hw = 1.5
        let half = c.theta / 2 * Double.pi / 180
        let a = EngineFixture.polar(v, len, Double.pi + half)
        let b = EngineFixture.polar(v, len, Double.pi - half)
        let bmp = try EngineFixture.render(w, h) {
            try $0.stroke(
                EngineFixture.polyline([a, v, b]), color: .black,
                style: StrokeStyle(lineWidth: 2 * hw, lineJoin: c.join, miterLimit: c.miterLimit))
        }
        var region = ReferenceRegion()
        region.addSegment(from: a, to: v, halfWidth: hw)
        region.addSegment(from: v, to: b, halfWidth: hw)
        region.addJoin(c.join, at: v, from: a, to: b, halfWidth: hw, miterLimit: c.miterLimit)
        let err = CoverageError(bitmap: bmp, reference: region.coverage(width: w, height: h))
        #expect(err.maxError <= 4, "\(err)")
        // Exact area: 2·len·w − inner overlap hw²·tan(φ/2) + outer join, φ = π − θ the turn.
        let phi = Double.pi - 2 * half
        let joinArea: Double
        switch (c.join, c.expectSpike) {
        case (.miter, true): joinArea = hw * hw * tan(phi / 2)
        case (.round, _): joinArea = hw * hw * phi / 2
        default: joinArea = hw * hw * sin(phi) / 2
        }
        let expectedArea = 2 * len * 2 * hw - hw * hw * tan(phi / 2) + joinArea
        #expect(
            abs(bmp.coveredArea - expectedArea) <= 0.003 * expectedArea, "area \(bmp.coveredArea) vs \(expectedArea)")
        // Beyond hw past the vertex only a miter spike can paint.
        var beyond = 0.0
        for y in 0..<h { for x in Int(v.x + hw + 1)..<w { beyond += Double(bmp.alpha(x, y)) / 255 } }
        if c.expectSpike {
            #expect(beyond > 1, "miter spike expected, found \(beyond) px² beyond the vertex")
        } else {
            #expect(beyond == 0, "bevel expected, found \(beyond) px² beyond the vertex")
        }
    }

    // MARK: - Dashes

    /// The "on" intervals of a dash pattern along a line of `length`, per SVG (independent of Dasher).
    static func dashIntervals(_ raw: [Double], phase: Double, length: Double) -> [(Double, Double)] {
        let p = raw.count % 2 == 1 ? raw + raw : raw
        let period = p.reduce(0, +)
        var ph = phase.truncatingRemainder(dividingBy: period)
        if ph < 0 { ph += period }
        var s = -ph
        var i = 0
        var out: [(Double, Double)] = []
        while s < length {
            if i % 2 == 0 {
                let lo = Swift.max(0, s)
                let hi = Swift.min(length, s + p[i])
                if hi > lo || (p[i] == 0 && s >= 0) { out.append((lo, hi)) }
            }
            s += p[i]
            i = (i + 1) % p.count
        }
        return out
    }

    struct DashCase: Sendable, CustomTestStringConvertible {
        var pattern: [Double]
        var phase: Double
        var testDescription: String { "\(pattern) phase \(phase)" }
    }

    static let dashCases: [DashCase] = [
        DashCase(pattern: [10, 5], phase: 0),
        DashCase(pattern: [10, 5], phase: 3),
        DashCase(pattern: [10, 5], phase: -4),
        DashCase(pattern: [10, 5], phase: 33),
        DashCase(pattern: [6], phase: 0),
        DashCase(pattern: [3, 2, 1], phase: 0),
        DashCase(pattern: [3, 2, 1], phase: 4.5),
        DashCase(pattern: [4.5, 2.25], phase: 1.75),
        DashCase(pattern: [7, 0, 2, 3], phase: 0),
    ]

    @Test(arguments: dashCases)
    func dashPositionsAlongLine(c: DashCase) throws {
        let x0 = 2.5
        let x1 = 93.5
        let y = 10.0
        let bmp = try EngineFixture.render(96, 20) {
            try $0.stroke(
                EngineFixture.polyline([Point(x: x0, y: y), Point(x: x1, y: y)]), color: .black,
                style: StrokeStyle(lineWidth: 4, dash: c.pattern, dashPhase: c.phase))
        }
        let on = Self.dashIntervals(c.pattern, phase: c.phase, length: x1 - x0).map { ($0.0 + x0, $0.1 + x0) }
        var mismatches: [String] = []
        for x in 0..<96 {
            let cov = on.reduce(0.0) { $0 + Swift.max(0, Swift.min($1.1, Double(x + 1)) - Swift.max($1.0, Double(x))) }
            for row in 8...11 where abs(bmp.alpha(x, row) - byte(cov)) > 1 {
                mismatches.append("(\(x), \(row)): \(bmp.alpha(x, row)) expected \(byte(cov))")
            }
            if bmp.alpha(x, 7) != 0 || bmp.alpha(x, 12) != 0 { mismatches.append("column \(x) outside the width") }
        }
        #expect(mismatches.count == 0, "\(mismatches.prefix(8))")
        // Each partially covered pixel may round by half a level.
        let expectedArea = on.reduce(0.0) { $0 + ($1.1 - $1.0) } * 4
        let partial = bmp.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element != 0 && $0.element != 255 }
            .count
        #expect(
            abs(bmp.coveredArea - expectedArea) <= Double(partial) * 0.5 / 255 + 0.01,
            "area \(bmp.coveredArea) vs \(expectedArea), \(partial) partial pixels")
    }

    @Test func oddDashPatternIsRepeatedAndPhaseIsPeriodic() throws {
        func draw(_ dash: [Double], _ phase: Double) throws -> Bitmap {
            try EngineFixture.render(80, 80) {
                try $0.stroke(
                    .circle(center: Point(x: 40, y: 40), radius: 30), color: .black,
                    style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: dash, dashPhase: phase))
            }
        }
        let doubled = try draw([5, 3, 2, 5, 3, 2], 1)
        #expect(try draw([5, 3, 2], 1) == doubled)
        // One period of the doubled pattern is 20.
        #expect(try draw([5, 3, 2], 21) == doubled)
        #expect(try draw([5, 3, 2], -19) == doubled)
        #expect(try draw([5, 3, 2], 2) != doubled)
    }

    @Test(arguments: Cap.allCases, [0, Double.pi / 6])
    func zeroLengthDashesDrawDots(cap: Cap, angle: Double) throws {
        let (w, h) = (96, 60)
        let start = Point(x: 6.3, y: 8.4)
        let length = 85.0
        let hw = 2.5
        let end = EngineFixture.polar(start, length, angle)
        let bmp = try EngineFixture.render(w, h) {
            try $0.stroke(
                EngineFixture.polyline([start, end]), color: .black,
                style: StrokeStyle(lineWidth: 2 * hw, lineCap: cap, dash: [0, 11]))
        }
        var region = ReferenceRegion()
        let dots = stride(from: 0.0, to: length, by: 11).map { EngineFixture.polar(start, $0, angle) }
        #expect(dots.count == 8)
        for d in dots {
            switch cap {
            case .butt: break
            case .round: region.addDisc(center: d, radius: hw)
            case .square: region.addSquare(center: d, direction: angle, halfWidth: hw)
            }
        }
        let expectedArea: Double
        switch cap {
        case .butt: expectedArea = 0
        case .round: expectedArea = 8 * Double.pi * hw * hw
        case .square: expectedArea = 8 * 4 * hw * hw
        }
        if cap == .butt {
            #expect(bmp.isBlank)
        } else {
            let err = CoverageError(bitmap: bmp, reference: region.coverage(width: w, height: h))
            #expect(err.maxError <= 4, "\(err)")
        }
        #expect(
            abs(bmp.coveredArea - expectedArea) <= 0.003 * expectedArea + 0.01,
            "area \(bmp.coveredArea) vs \(expectedArea)")
    }

    @Test func closedSubpathDashAcrossTheStartIsJoinedNotCapped() throws {
        // Square of side 30 from its top-left corner; the last dash (110...120) runs into the first
        // (0...40) through the start corner, so that corner gets a miter join like the others.
        let corners = [Point(x: 10, y: 10), Point(x: 40, y: 10), Point(x: 40, y: 40), Point(x: 10, y: 40)]
        let bmp = try EngineFixture.render(52, 52) {
            try $0.stroke(
                EngineFixture.polyline(corners, closed: true), color: .black,
                style: StrokeStyle(lineWidth: 6, dash: [50, 10], dashPhase: 10))
        }
        // Outer corner pixels of the start corner lie in its miter square [7, 10]².
        #expect(bmp.alpha(7, 7) == 255 && bmp.alpha(9, 9) == 255)
        #expect(bmp.alpha(6, 7) == 0 && bmp.alpha(7, 6) == 0)
        // The gaps: 40...50 on the right side and 100...110 on the left side (y 20...30 on both).
        for y in 20...29 { #expect(bmp.alpha(40, y) == 0 && bmp.alpha(10, y) == 0) }
        #expect(bmp.alpha(40, 19) == 255 && bmp.alpha(10, 30) == 255)
        // Drawn: 110...120...40 and 50...100 → 100 of length, each of the four miter corners adds its
        // outer hw² square and loses the hw² inner overlap.
        let expectedArea = 100.0 * 6 + 4 * (9.0 - 9.0)
        #expect(abs(bmp.coveredArea - expectedArea) <= 0.05, "area \(bmp.coveredArea) vs \(expectedArea)")
    }

    // MARK: - Closed and zero-length subpaths

    /// Square of side 30 from (o, o), clockwise on screen.
    static func squareCorners(_ o: Double) -> [Point] {
        [Point(x: o, y: o), Point(x: o + 30, y: o), Point(x: o + 30, y: o + 30), Point(x: o, y: o + 30)]
    }

    struct SquareStrokeCase: Sendable, CustomTestStringConvertible {
        var cap: Cap, join: Join
        /// Origin of the square: 10 puts every stroke corner on pixel boundaries, 10.5 inside pixels.
        var origin: Double
        var testDescription: String { "\(cap) cap, \(join) join, square at \(origin)" }
    }

    static let squareStrokeCases: [SquareStrokeCase] = Cap.allCases.flatMap { cap in
        Join.allCases.flatMap { join in [10.0, 10.5].map { SquareStrokeCase(cap: cap, join: join, origin: $0) } }
    }

    @Test(arguments: squareStrokeCases)
    func closedSubpathHasNoCapsAndAJoinAtTheStart(c: SquareStrokeCase) throws {
        let hw = 3.0
        let (cap, join) = (c.cap, c.join)
        let corners = Self.squareCorners(c.origin)
        let bmp = try EngineFixture.render(52, 52) {
            try $0.stroke(
                EngineFixture.polyline(corners, closed: true), color: .black,
                style: StrokeStyle(lineWidth: 2 * hw, lineCap: cap, lineJoin: join))
        }
        var region = ReferenceRegion()
        for i in 0..<4 {
            let prev = corners[(i + 3) % 4]
            let v = corners[i]
            let next = corners[(i + 1) % 4]
            region.addSegment(from: v, to: next, halfWidth: hw)
            region.addJoin(join, at: v, from: prev, to: next, halfWidth: hw, miterLimit: 10)
        }
        let err = CoverageError(bitmap: bmp, reference: region.coverage(width: 52, height: 52))
        #expect(err.maxError <= 4, "\(err)")
        // 36² − 24² for the miter frame; bevel and round cut each corner. Independent of the cap.
        let corner: Double
        switch join {
        case .miter: corner = 0
        case .bevel: corner = hw * hw / 2
        case .round: corner = hw * hw * (1 - Double.pi / 4)
        }
        let expectedArea = 36.0 * 36 - 24 * 24 - 4 * corner
        #expect(
            abs(bmp.coveredArea - expectedArea) <= 0.002 * expectedArea, "area \(bmp.coveredArea) vs \(expectedArea)")
        // The start corner looks like the mirrored top-right corner.
        let mirror = Int(2 * c.origin + 30) - 1
        for y in 5...15 {
            for x in 5...15 where abs(bmp.alpha(x, y) - bmp.alpha(mirror - x, y)) > 1 {
                Issue.record(
                    "start corner pixel (\(x), \(y)) = \(bmp.alpha(x, y)) but mirrored \(bmp.alpha(mirror - x, y))")
            }
        }
    }

    @Test(arguments: Cap.allCases)
    func openSubpathEndingAtItsStartHasCaps(cap: Cap) throws {
        let hw = 3.0
        let corners = Self.squareCorners(10)
        let bmp = try EngineFixture.render(52, 52) {
            try $0.stroke(
                EngineFixture.polyline(corners + [corners[0]]), color: .black,
                style: StrokeStyle(lineWidth: 2 * hw, lineCap: cap, lineJoin: .miter))
        }
        // Butt caps leave the start corner's hw × hw outer square empty; square caps fill it; round
        // caps fill a quarter disc of it.
        let cornerFill: Double
        switch cap {
        case .butt: cornerFill = 0
        case .square: cornerFill = hw * hw
        case .round: cornerFill = Double.pi * hw * hw / 4
        }
        let expectedArea = 36.0 * 36 - 24 * 24 - hw * hw + cornerFill
        #expect(
            abs(bmp.coveredArea - expectedArea) <= 0.002 * expectedArea, "area \(bmp.coveredArea) vs \(expectedArea)")
        // Pixel [8, 9]² is within 1.5·√2 < hw of the start point, outside both butt ends.
        #expect(bmp.alpha(8, 8) == (cap == .butt ? 0 : 255))
        // Pixel [7, 8]²: filled by the square caps, clipped by the round caps' quarter disc.
        switch cap {
        case .butt: #expect(bmp.alpha(7, 7) == 0)
        case .square: #expect(bmp.alpha(7, 7) == 255)
        case .round: #expect(bmp.alpha(7, 7) > 0 && bmp.alpha(7, 7) < 32)
        }
    }

    enum ZeroLengthKind: String, Sendable, CaseIterable {
        case lineToSelf = "M p L p"
        case closeOnly = "M p Z"
        case moveOnly = "M p"
    }

    @Test(arguments: Cap.allCases, ZeroLengthKind.allCases)
    func zeroLengthSubpathFollowsSVG2(cap: Cap, kind: ZeroLengthKind) throws {
        let p = Point(x: 20.3, y: 15.6)
        let hw = 3.0
        var path = Path()
        path.move(to: p)
        switch kind {
        case .lineToSelf: path.addLine(to: p)
        case .closeOnly: path.closeSubpath()
        case .moveOnly: break
        }
        let bmp = try EngineFixture.render(40, 32) {
            try $0.stroke(path, color: .black, style: StrokeStyle(lineWidth: 2 * hw, lineCap: cap, lineJoin: .round))
        }
        var region = ReferenceRegion()
        var expectedArea = 0.0
        if kind != .moveOnly {
            switch cap {
            case .butt: break
            case .round:
                region.addDisc(center: p, radius: hw)
                expectedArea = Double.pi * hw * hw
            case .square:
                region.addSquare(center: p, direction: 0, halfWidth: hw)
                expectedArea = 4 * hw * hw
            }
        }
        if expectedArea == 0 {
            #expect(bmp.isBlank, "\(kind) with \(cap) caps must paint nothing")
        } else {
            let err = CoverageError(bitmap: bmp, reference: region.coverage(width: 40, height: 32))
            #expect(err.maxError <= 4, "\(err)")
            #expect(
                abs(bmp.coveredArea - expectedArea) <= 0.003 * expectedArea,
                "area \(bmp.coveredArea) vs \(expectedArea)")
        }
    }

    // MARK: - Degenerate turns and tight curves

    @Test(arguments: Join.allCases)
    func reversalCoversHalfDiscOnlyWithRoundJoin(join: Join) throws {
        let a = Point(x: 10.5, y: 20)
        let turn = Point(x: 40.5, y: 20)
        let back = Point(x: 20.5, y: 20)
        let hw = 4.0
        let bmp = try EngineFixture.render(56, 40) {
            try $0.stroke(
                EngineFixture.polyline([a, turn, back]), color: .black,
                style: StrokeStyle(lineWidth: 2 * hw, lineJoin: join))
        }
        var region = ReferenceRegion()
        region.addSegment(from: a, to: turn, halfWidth: hw)
        // SVG: a 180° turn has an infinite miter ratio, so miter falls back to bevel (flat at the turn).
        if join == .round { region.addDisc(center: turn, radius: hw) }
        let err = CoverageError(bitmap: bmp, reference: region.coverage(width: 56, height: 40))
        #expect(err.maxError <= 4, "\(join): \(err)")
        let expectedArea = 30 * 2 * hw + (join == .round ? Double.pi * hw * hw / 2 : 0)
        #expect(
            abs(bmp.coveredArea - expectedArea) <= 0.002 * expectedArea,
            "\(join): area \(bmp.coveredArea) vs \(expectedArea)")
        #expect(bmp.alpha(42, 19) == (join == .round ? 255 : 0))
    }

    struct CurveCase: Sendable, CustomTestStringConvertible {
        var name: String
        var path: Path
        /// Dense samples of the centre line, computed in the test.
        var samples: [Point]
        var halfWidth: Double
        var closed: Bool
        var testDescription: String { name }
    }

    static func cubicSamples(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, count n: Int = 4000) -> [Point] {
        (0...n).map { i in
            let t = Double(i) / Double(n)
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    static func polylineSamples(_ pts: [Point], perUnit: Double = 20) -> [Point] {
        var out: [Point] = []
        for i in 1..<pts.count {
            let a = pts[i - 1]
            let b = pts[i]
            let n = Swift.max(1, Int(a.distance(to: b) * perUnit))
            for k in 0...n { out.append(a.lerp(b, Double(k) / Double(n))) }
        }
        return out
    }

    static let curveCases: [CurveCase] = {
        var cases: [CurveCase] = []
        // Cubic with a cusp at t = 1/2, at (30, 20).
        let c0 = [Point(x: 10, y: 50), Point(x: 50, y: 10), Point(x: 10, y: 10), Point(x: 50, y: 50)]
        cases.append(
            CurveCase(
                name: "cubic with a cusp",
                path: Path {
                    $0.move(to: c0[0])
                    $0.addCurve(to: c0[3], control1: c0[1], control2: c0[2])
                },
                samples: cubicSamples(c0[0], c0[1], c0[2], c0[3]), halfWidth: 5, closed: false))
        // Quadratic whose apex has a radius of curvature 6.9 < hw = 9 (written as the equivalent cubic).
        let q = [Point(x: 10, y: 50), Point(x: 32, y: -20), Point(x: 54, y: 50)]
        let qc1 = q[0].lerp(q[1], 2.0 / 3)
        let qc2 = q[2].lerp(q[1], 2.0 / 3)
        cases.append(
            CurveCase(
                name: "tight quadratic, width 18 > curvature diameter 13.8",
                path: Path {
                    $0.move(to: q[0])
                    $0.addQuadCurve(to: q[2], control: q[1])
                },
                samples: cubicSamples(q[0], qc1, qc2, q[2]), halfWidth: 9, closed: false))
        // Cubic with a small loop.
        let l = [Point(x: 8, y: 44), Point(x: 70, y: 4), Point(x: -6, y: 4), Point(x: 56, y: 44)]
        cases.append(
            CurveCase(
                name: "cubic with a loop",
                path: Path {
                    $0.move(to: l[0])
                    $0.addCurve(to: l[3], control1: l[1], control2: l[2])
                },
                samples: cubicSamples(l[0], l[1], l[2], l[3]), halfWidth: 4, closed: false))
        // Circle of radius 3 stroked 12 wide: a full disc of radius 9.
        let centre = Point(x: 32.2, y: 31.7)
        cases.append(
            CurveCase(
                name: "circle r=3 stroked 12 wide",
                path: .circle(center: centre, radius: 3),
                samples: (0..<2000).map { EngineFixture.polar(centre, 3, 2 * Double.pi * Double($0) / 2000) },
                halfWidth: 6, closed: true))
        // Polyline turning back at a sharp angle.
        let z = [Point(x: 8, y: 30), Point(x: 52, y: 30.5), Point(x: 14, y: 36)]
        cases.append(
            CurveCase(
                name: "polyline with a near reversal", path: EngineFixture.polyline(z), samples: polylineSamples(z),
                halfWidth: 5, closed: false))
        return cases
    }()

    /// With round caps and joins the stroke is exactly the set of points within w/2 of the centre line.
    @Test(arguments: curveCases)
    func strokeOfTightCurveHasNoHolesAndNoExcess(c: CurveCase) throws {
        let (w, h) = (64, 64)
        let bmp = try EngineFixture.render(w, h) {
            try $0.stroke(
                c.path, color: .black, style: StrokeStyle(lineWidth: 2 * c.halfWidth, lineCap: .round, lineJoin: .round)
            )
        }
        let dist = distanceField(width: w, height: h, samples: c.samples, reach: c.halfWidth + 2)
        var holes: [String] = []
        var excess: [String] = []
        for y in 0..<h {
            for x in 0..<w {
                let d = dist[y * w + x]
                let a = bmp.alpha(x, y)
                if d <= c.halfWidth - 0.75 && a != 255 { holes.append("(\(x), \(y)) d=\(d) a=\(a)") }
                if d >= c.halfWidth + 0.75 && a != 0 { excess.append("(\(x), \(y)) d=\(d) a=\(a)") }
            }
        }
        #expect(holes.count == 0, "\(holes.count) pixels inside the stroke not covered: \(holes.prefix(6))")
        #expect(excess.count == 0, "\(excess.count) pixels outside the stroke covered: \(excess.prefix(6))")
        if c.closed {
            let expected = Double.pi * 9 * 9
            #expect(abs(bmp.coveredArea - expected) <= 0.003 * expected, "area \(bmp.coveredArea) vs \(expected)")
        }
    }

    @Test(arguments: Join.allCases)
    func cuspCubicDoesNotCrashWithAnyJoin(join: Join) throws {
        let bmp = try EngineFixture.render(64, 64) {
            var p = Path()
            p.move(to: Point(x: 10, y: 50))
            p.addCurve(to: Point(x: 50, y: 50), control1: Point(x: 50, y: 10), control2: Point(x: 10, y: 10))
            try $0.stroke(p, color: .black, style: StrokeStyle(lineWidth: 6, lineJoin: join))
        }
        // The centre line passes through the cusp (30, 20) and the curve's ends.
        #expect(bmp.alpha(29, 20) == 255 && bmp.alpha(30, 20) == 255)
        #expect(bmp.alpha(12, 47) == 255 && bmp.alpha(47, 47) == 255)
        // Far from the curve stays empty; the miter spike at the cusp is bounded by the limit.
        #expect(bmp.alpha(30, 60) == 0 && bmp.alpha(2, 2) == 0 && bmp.alpha(30, 2) == 0)
    }

    // MARK: - Sub-pixel widths

    /// A horizontal line narrower than a pixel, `width` wide, centred on `y`.
    struct SubPixelLine: Sendable, CustomTestStringConvertible {
        var width: Double
        var y: Double
        var testDescription: String { "\(width) px wide at y = \(y)" }
    }

    @Test(arguments: [
        SubPixelLine(width: 0.25, y: 20.5), SubPixelLine(width: 0.25, y: 20.0), SubPixelLine(width: 0.1, y: 20.5),
        SubPixelLine(width: 0.5, y: 7.9), SubPixelLine(width: 0.75, y: 13.3),
    ])
    func subPixelWidthSpreadsCoverageByArea(line: SubPixelLine) throws {
        let (width, y) = (line.width, line.y)
        let bmp = try EngineFixture.render(64, 32) {
            try $0.stroke(
                EngineFixture.polyline([Point(x: 4, y: y), Point(x: 60, y: y)]), color: .black,
                style: StrokeStyle(lineWidth: width))
        }
        let top = y - width / 2
        let bottom = y + width / 2
        for row in 0..<32 {
            let cov = Swift.max(0, Swift.min(bottom, Double(row + 1)) - Swift.max(top, Double(row)))
            for x in [4, 20, 37, 59] {
                #expect(abs(bmp.alpha(x, row) - byte(cov)) <= 1, "(\(x), \(row)): \(bmp.alpha(x, row)) vs \(byte(cov))")
            }
            #expect(bmp.alpha(3, row) == 0 && bmp.alpha(60, row) == 0)
        }
        // Edges snap to 1/256 px, and each pixel rounds by at most half a level.
        let expectedArea = 56 * width
        let tolerance: Double = 56 * (1.0 / 256 + 1.0 / 255)
        #expect(abs(bmp.coveredArea - expectedArea) <= tolerance, "area \(bmp.coveredArea) vs \(expectedArea)")
    }

    @Test func subPixelDiagonalLineKeepsItsAreaWithoutHairlineBoost() throws {
        let a = Point(x: 4.2, y: 4.7)
        let b = Point(x: 60.1, y: 43.9)
        let width = 0.25
        let bmp = try EngineFixture.render(64, 48) {
            try $0.stroke(EngineFixture.polyline([a, b]), color: .black, style: StrokeStyle(lineWidth: width))
        }
        let expected = a.distance(to: b) * width
        #expect(abs(bmp.coveredArea - expected) <= 0.01 * expected, "area \(bmp.coveredArea) vs \(expected)")
        // A pixel can hold at most width × √2 of a line this thin.
        let peak = (0..<48).flatMap { y in (0..<64).map { bmp.alpha($0, y) } }.max() ?? 0
        #expect(peak <= byte(width * 2.0.squareRoot()) + 1, "peak \(peak)")
        #expect(peak >= byte(width) - 1, "peak \(peak)")
    }
}

/// A zig-zag whose offset sides meet inside pixels (thin strokes at sharp corners, vertices exactly on
/// pixel sides): every pixel matches the exact union of segments and joins.
@Suite("Engine: thin zig-zag strokes") struct ThinZigZagStrokeTests {
    /// A stroke width and join for the zig-zag.
    struct ZigZagCase: Sendable, CustomTestStringConvertible {
        var width: Double
        var join: StrokeStyle.LineJoin
        var testDescription: String { "\(width) px, \(join) joins" }
    }

    @Test(arguments: [
        ZigZagCase(width: 0.5, join: .miter), ZigZagCase(width: 1, join: .miter), ZigZagCase(width: 1, join: .round),
        ZigZagCase(width: 1, join: .bevel), ZigZagCase(width: 3, join: .miter), ZigZagCase(width: 16, join: .miter),
    ])
    func zigZagMatchesUnionOfSegmentsAndJoins(stroke: ZigZagCase) throws {
        let (width, join) = (stroke.width, stroke.join)
        let pts = [
            Point(x: 16, y: 104), Point(x: 48, y: 32), Point(x: 80, y: 104), Point(x: 120, y: 36),
            Point(x: 132, y: 104), Point(x: 176, y: 80),
        ]
        var p = Path()
        p.move(to: pts[0])
        for q in pts.dropFirst() { p.addLine(to: q) }
        let c = try Canvas(width: 192, height: 128)
        try c.stroke(p, color: .black, style: StrokeStyle(lineWidth: width, lineJoin: join, miterLimit: 4))
        var region = ReferenceRegion()
        for i in 0..<(pts.count - 1) { region.addSegment(from: pts[i], to: pts[i + 1], halfWidth: width / 2) }
        for i in 1..<(pts.count - 1) {
            region.addJoin(join, at: pts[i], from: pts[i - 1], to: pts[i + 1], halfWidth: width / 2, miterLimit: 4)
        }
        let err = CoverageError(bitmap: c.bitmap, reference: region.coverage(width: 192, height: 128))
        #expect(err.maxError <= 4, "\(err)")
    }
}
