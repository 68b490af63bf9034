import Testing

@testable import Raster

/// The engine's limits on hostile sizes, each at the limit (accepted) and just past it (refused
/// with its typed error, or the documented fallback). The canvas side is in
/// `RobustnessDeterminismTests` and the PNG header's in `PNGCodecTests`.
@Suite("Engine: limits at and past")
struct EngineLimitTests {
    /// A horizontal 1 px line of `length` with 1-unit dashes, as the first 16 pixels of its row.
    static func dashedRow(length: Double) throws -> [UInt8] {
        let canvas = try Canvas(width: 16, height: 3)
        let line = EngineFixture.polyline([Point(x: 0, y: 1.5), Point(x: length, y: 1.5)])
        try canvas.stroke(line, color: .black, style: StrokeStyle(lineWidth: 1, dash: [1, 1]))
        let bitmap = canvas.bitmap
        return (0..<16).map { bitmap.pixel(x: $0, y: 1).a }
    }

    /// 1-unit dashes on a line of length 2n make n dashes, and the stroke's budget counts one more:
    /// 199,999 dashes fill the budget of `Dasher.maxDashes` exactly and stay dashed; half a unit more
    /// needs 200,001 and the stroke is drawn solid.
    @Test func dashesAtTheLimitAreDrawnAndOnePastItFallBackToSolid() throws {
        #expect(Dasher.maxDashes == 200_000)
        let atLimit = try Self.dashedRow(length: 2 * Double(Dasher.maxDashes - 1))
        #expect(atLimit == (0..<16).map { $0 % 2 == 0 ? 255 : 0 })
        let pastLimit = try Self.dashedRow(length: 2 * Double(Dasher.maxDashes - 1) + 1)
        #expect(pastLimit == [UInt8](repeating: 255, count: 16))
    }

    /// A coverage mask's box is measured as the shape's pixel span plus one on each axis: a
    /// 4,095-pixel-wide shape fills the 4,096 limit (and gets a mask of its 4,095 pixels), one pixel
    /// wider is refused.
    @Test func coverageMaskAtTheLimitIsMadeAndOnePastItIsRefused() throws {
        let side = CoverageMask.maxDimension
        let fits = try CoverageMask(path: .rect(Rect(x: 0, y: 0, width: Double(side - 1), height: 1)))
        #expect(fits.width == side - 1)
        #expect(throws: RasterError.invalidCanvasSize(width: side + 1, height: 2, limit: side)) {
            _ = try CoverageMask(path: .rect(Rect(x: 0, y: 0, width: Double(side), height: 1)))
        }
    }

    /// A mask's box must lie within `maxCoordinate` of the origin: at the limit a shape is made (its
    /// box starts there), past it (and far past it, where converting the box to integers used to
    /// trap) the typed error says so.
    @Test(arguments: [
        ("just past the limit", Double(CoverageMask.maxCoordinate) + 1),
        ("far past the limit", 1e300),
        ("far past, negative", -1e300),
    ])
    func coverageMaskFarFromTheOriginIsRefused(_ label: String, x: Double) throws {
        // Right at the limit: the shape's right side on it (the box reaches a pixel further).
        let atLimit = try CoverageMask(
            path: .rect(Rect(x: Double(CoverageMask.maxCoordinate) - 4, y: 0, width: 4, height: 4)))
        #expect(atLimit.left == CoverageMask.maxCoordinate - 4)
        #expect(atLimit.coverage.allSatisfy { $0 == 255 })
        let far = Path.rect(Rect(x: x, y: 0, width: 4, height: 4))
        #expect(throws: RasterError.self, "\(label)") { _ = try CoverageMask(path: far) }
        do {
            _ = try CoverageMask(path: far)
        } catch {
            guard case .coordinatesOutOfRange(let what) = error else {
                Issue.record("\(label): expected coordinatesOutOfRange, got \(error)")
                return
            }
            #expect(what.contains("\(CoverageMask.maxCoordinate)"))
        }
    }

    /// A triangle left of the origin at `x` (its right side at x + 140) whose shadow an offset of
    /// `dx` brings onto a 100 × 100 canvas.
    static func farShadow(x: Double, dx: Double) throws(RasterError) -> Bitmap {
        let canvas = try Canvas(width: 100, height: 100)
        let triangle = EngineFixture.polyline(
            [Point(x: x, y: 5), Point(x: x + 140, y: 0), Point(x: x + 140, y: 10)], closed: true)
        try canvas.drawShadow(of: triangle, shadow: Shadow(color: .black, radius: 0, offset: Point(x: dx, y: 0)))
        return canvas.bitmap
    }

    /// The part of a shape whose shadow reaches the canvas must lie within ±4,194,304 px of the origin
    /// (`Rasterizer.maxClipCoordinate`): just inside, the shadow is drawn; past it (where the scan
    /// converter's 32-bit coordinates wrapped around and wrote far outside its buffer, and before
    /// that trapped) the typed error says so.
    @Test func shadowsCastFromFarAwayAreDrawnUpToTheLimitAndRefusedPastIt() throws {
        let limit = Double(Rasterizer.maxClipCoordinate)
        // The mask box starts 2 px (the blur's margin) left of the shape: exactly at −limit.
        let inside = try Self.farShadow(x: -limit + 2, dx: limit + 80)
        #expect((0..<100).contains { inside.pixel(x: $0, y: 5).a > 0 })
        // One pixel further, the box starts at −limit − 1.
        #expect(throws: RasterError.self) { _ = try Self.farShadow(x: -limit + 1, dx: limit + 80) }
        #expect(throws: RasterError.self) { _ = try Self.farShadow(x: -8_388_700, dx: 8_388_620) }
        do {
            _ = try Self.farShadow(x: -8_388_700, dx: 8_388_620)
        } catch {
            guard case .coordinatesOutOfRange(let what) = error else {
                Issue.record("expected coordinatesOutOfRange, got \(error)")
                return
            }
            #expect(what.contains("\(Rasterizer.maxClipCoordinate)"))
        }
    }
}
