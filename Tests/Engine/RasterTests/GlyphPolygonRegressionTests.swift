import RasterReference
import Testing

@testable import Raster

/// Polygons met in real fonts that once scan-converted wrongly, checked against the independent
/// reference coverage.
@Suite struct GlyphPolygonRegressionTests {
    /// DejaVu Sans Mono's double arrow (glyph 2039) at 17 px, as FreeType scales it (y down here).
    static let doubleArrow: [Point] = [
        (6.53125, 2.640625), (0.546875, 2.640625), (0.546875, 3.328125), (7.203125, 3.328125), (8.1875, 4.3125),
        (0.546875, 4.3125), (0.546875, 5.0), (8.1875, 5.0), (7.203125, 5.984375), (0.546875, 5.984375),
        (0.546875, 6.671875), (6.53125, 6.671875), (7.265625, 7.40625), (9.6875, 5.0), (9.6875, 4.3125),
        (7.265625, 1.90625),
    ].map { Point(x: $0.0, y: $0.1) }

    static func maxError(_ poly: [Point]) throws -> (Int, [Int]) {
        let canvas = try Canvas(width: 12, height: 10)
        var p = Path()
        p.move(to: poly[0])
        for q in poly.dropFirst() { p.addLine(to: q) }
        p.closeSubpath()
        try canvas.fill(p, color: .black)
        let ref = ReferenceCoverage(width: 12, height: 10).polygons([poly], rule: .nonZero)
        var worst = 0
        var row: [Int] = []
        for i in 0..<(12 * 10) {
            let d = abs(Int(canvas.bitmap.pixels[i * 4 + 3]) - Int((ref[i] * 255).rounded()))
            if d > worst {
                worst = d
                row = [i % 12, i / 12]
            }
        }
        return (worst, row)
    }

    @Test func doubleArrowMatchesTheReference() throws {
        let (err, at) = try Self.maxError(Self.doubleArrow)
        #expect(err <= 2, "max error \(err)/255 at \(at)")
    }
}

extension GlyphPolygonRegressionTests {
    /// The smallest failing part: a contour whose horizontal edge sits inside a pixel row and makes
    /// one y-monotone chain jump across columns. Every starting vertex, both orientations, several
    /// sub-pixel shifts.
    /// The contour, started at one of its vertices.
    struct StartingVertex: Sendable, CustomTestStringConvertible {
        static let contour: [Point] = [
            Point(x: 6.53125, y: 2.640625), Point(x: 0.546875, y: 2.640625), Point(x: 9.6875, y: 4.3125),
            Point(x: 7.265625, y: 1.90625),
        ]
        static let all = contour.indices.map(StartingVertex.init)
        var index: Int
        var testDescription: String { "starting at \(Self.contour[index])" }
        /// The contour's vertices from this one on.
        var polygon: [Point] { Array(Self.contour[index...] + Self.contour[..<index]) }
    }

    @Test(arguments: StartingVertex.all, [false, true])
    func chainWithAHorizontalJumpMatchesTheReference(start: StartingVertex, reversed: Bool) throws {
        var poly = start.polygon
        if reversed { poly.reverse() }
        for dy in [0.0, 0.1, 0.36, 0.5, 0.77] {
            let (err, at) = try Self.maxError(poly.map { Point(x: $0.x, y: $0.y + dy) })
            #expect(err <= 2, "shift \(dy): max error \(err)/255 at \(at)")
        }
    }
}

extension GlyphPolygonRegressionTests {
    /// Material Design Icons glyph 189 at 17 px (five contours, vertical edges of opposite
    /// directions sharing columns).
    static let mdi189: [[Point]] = [
        [
            Point(x: 9.203125, y: 9.625), Point(x: 14.171875, y: 9.625), Point(x: 14.171875, y: 10.6875),
            Point(x: 9.203125, y: 10.6875), Point(x: 9.203125, y: 9.625),
        ],
        [
            Point(x: 9.203125, y: 7.859375), Point(x: 14.171875, y: 7.859375), Point(x: 14.171875, y: 8.921875),
            Point(x: 9.203125, y: 8.921875), Point(x: 9.203125, y: 7.859375),
        ],
        [
            Point(x: 9.203125, y: 11.390625), Point(x: 14.171875, y: 11.390625), Point(x: 14.171875, y: 12.453125),
            Point(x: 9.203125, y: 12.453125), Point(x: 9.203125, y: 11.390625),
        ],
        [
            Point(x: 14.875, y: 3.953125), Point(x: 2.125, y: 3.953125), Point(x: 1.84375, y: 3.984375),
            Point(x: 1.578125, y: 4.078125), Point(x: 1.34375, y: 4.203125), Point(x: 1.125, y: 4.390625),
            Point(x: 0.953125, y: 4.59375), Point(x: 0.8125, y: 4.828125), Point(x: 0.734375, y: 5.09375),
            Point(x: 0.703125, y: 5.375), Point(x: 0.703125, y: 14.578125), Point(x: 0.734375, y: 14.859375),
            Point(x: 0.828125, y: 15.125), Point(x: 0.953125, y: 15.375), Point(x: 1.125, y: 15.59375),
            Point(x: 1.34375, y: 15.78125), Point(x: 1.578125, y: 15.90625), Point(x: 1.84375, y: 15.984375),
            Point(x: 2.125, y: 16.0), Point(x: 14.875, y: 16.0), Point(x: 15.15625, y: 15.984375),
            Point(x: 15.421875, y: 15.90625), Point(x: 15.65625, y: 15.78125), Point(x: 15.859375, y: 15.59375),
            Point(x: 16.046875, y: 15.375), Point(x: 16.171875, y: 15.125), Point(x: 16.265625, y: 14.859375),
            Point(x: 16.296875, y: 14.578125), Point(x: 16.296875, y: 5.375), Point(x: 16.265625, y: 5.09375),
            Point(x: 16.171875, y: 4.828125), Point(x: 16.046875, y: 4.59375), Point(x: 15.859375, y: 4.390625),
            Point(x: 15.65625, y: 4.203125), Point(x: 15.421875, y: 4.078125), Point(x: 15.15625, y: 3.984375),
            Point(x: 14.875, y: 3.953125),
        ],
        [
            Point(x: 14.875, y: 14.578125), Point(x: 8.5, y: 14.578125), Point(x: 8.5, y: 5.375),
            Point(x: 14.875, y: 5.375), Point(x: 14.875, y: 14.578125),
        ],
    ]

    @Test func iconWithSharedColumnsMatchesTheReference() throws {
        let canvas = try Canvas(width: 20, height: 20)
        var p = Path()
        for poly in Self.mdi189 {
            p.move(to: poly[0])
            for q in poly.dropFirst() { p.addLine(to: q) }
            p.closeSubpath()
        }
        try canvas.fill(p, color: .black)
        let ref = ReferenceCoverage(width: 20, height: 20).polygons(Self.mdi189, rule: .nonZero)
        var worst = 0
        var at = 0
        for i in 0..<400 {
            let d = abs(Int(canvas.bitmap.pixels[i * 4 + 3]) - Int((ref[i] * 255).rounded()))
            if d > worst {
                worst = d
                at = i
            }
        }
        let ours = canvas.bitmap.pixels[at * 4 + 3]
        let reference = Int((ref[at] * 255).rounded())
        #expect(worst <= 2, "max error \(worst)/255 at (\(at % 20), \(at / 20)): ours \(ours), reference \(reference)")
    }
}
