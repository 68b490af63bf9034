import Foundation
import Testing

@testable import Raster

/// Inputs the fuzzers found (`Scripts/fuzz`; each kept under `Tests/Fuzz/Crashes/<target>/`, where
/// every fuzz run replays it under AddressSanitizer) and what was wrong.
@Suite("Engine: fuzz regressions")
struct FuzzRegressionTests {
    static let crashes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Crashes")

    /// svg-path crash-6845c929…: an arc off the canvas's right side. Interpolating an edge's x inside
    /// a row gave −1e-15 for an edge on the left side, and the deposit went to cell −1: before the
    /// accumulation buffer on the first row (a heap overflow AddressSanitizer reported).
    @Test func aRoundingErrorLeftOfTheFirstCellStaysInTheRow() {
        var row = [Float](repeating: 0, count: 8)
        let (first, last) = row.withUnsafeMutableBufferPointer {
            Rasterizer.depositLine($0.baseAddress! + 2, -1e-15, 0.5, 1)
        }
        #expect(first == 0 && last == 1)
        #expect(row[1] == 0, "nothing left of the row's first cell")
        #expect(abs(row[2] + row[3] - 1) < 1e-6)
    }

    @Test func theSVGPathCrashRenders() throws {
        let data = try String(
            contentsOf: Self.crashes.appendingPathComponent("svg-path/crash-6845c92919583508b44b550e9ed3b6c3454a640f"),
            encoding: .utf8)
        #expect(data == "M0,10 S60,30 70,0 Q80,10 90,0 T100,0 A20,15 30 1 0 210,40 z")
        let canvas = try Canvas(width: 64, height: 64)
        try canvas.fill(try Path(svgPathData: data), color: .black, rule: .evenOdd)
        try canvas.stroke(try Path(svgPathData: data), color: .black, style: StrokeStyle(lineWidth: 3))
        #expect(canvas.bitmap.pixels.contains { $0 != 0 })
    }

    /// RandomPathFuzzTests: a dashed stroke of a path whose points are finite but whose length is
    /// not (1e300 apart) trapped converting the dash count to Int. It is drawn solid, as a stroke
    /// past the dash budget is. (The solid stroke itself draws nothing: its direction, a difference
    /// divided by an infinite length, is zero.)
    @Test func aDashedStrokeOfInfiniteLengthIsDrawnSolid() throws {
        var p = Path()
        p.move(to: Point(x: 8, y: 8))
        p.addLine(to: Point(x: 1e300, y: 1e300))
        let dashed = try Canvas(width: 32, height: 32)
        try dashed.stroke(p, color: .black, style: StrokeStyle(lineWidth: 4, dash: [3, 1]))
        let solid = try Canvas(width: 32, height: 32)
        try solid.stroke(p, color: .black, style: StrokeStyle(lineWidth: 4))
        #expect(dashed.bitmap == solid.bitmap)
    }
}
