import Testing

@testable import Raster

/// Random paths with hostile values (NaN, infinities, huge and tiny coordinates, repeated points,
/// degenerate curves, absurd stroke widths and dashes) are filled, stroked and clipped to: each
/// draw either succeeds or throws `RasterError.nonFiniteGeometry`, leaves the accumulation buffer
/// clear, and gives the same pixels when repeated. The suite has a time limit, so a hang or an
/// unbounded subdivision fails it instead of stalling the run.
@Suite("Engine: random hostile paths", .timeLimit(.minutes(1)))
struct RandomPathFuzzTests {
    /// One batch of random draws, named by its seed.
    struct Batch: Sendable, CustomTestStringConvertible {
        var seed: UInt64
        var testDescription: String { "seed \(seed)" }
    }

    static let batches = (1...8).map { Batch(seed: UInt64($0) &* 0x9E37_79B9) }
    static let drawsPerBatch = 24

    /// Coordinates: mostly on or near a 64 × 64 canvas, sometimes hostile.
    static func coordinate(_ rng: inout SplitMix) -> Double {
        switch rng.next() % 64 {
        case 0: return .nan
        case 1: return rng.next() % 2 == 0 ? .infinity : -.infinity
        case 2...5: return [1e6, -1e6, 1e12, -1e15, 1e300, -1e300][Int(rng.next() % 6)]
        case 6...8: return [0, 1e-300, -1e-300, .leastNonzeroMagnitude][Int(rng.next() % 4)]
        default: return rng.unit() * 96 - 16
        }
    }

    static func point(_ rng: inout SplitMix) -> Point {
        Point(x: coordinate(&rng), y: coordinate(&rng))
    }

    /// A path of one to three subpaths of lines, curves, repeated points and closes.
    static func path(_ rng: inout SplitMix) -> Path {
        var p = Path()
        for _ in 0..<(1 + Int(rng.next() % 3)) {
            var last = point(&rng)
            p.move(to: last)
            for _ in 0..<Int(rng.next() % 9) {
                switch rng.next() % 6 {
                case 0: p.addLine(to: last)  // zero length
                case 1:
                    last = point(&rng)
                    p.addQuadCurve(to: last, control: point(&rng))
                case 2:
                    let end = point(&rng)
                    p.addCurve(to: end, control1: last, control2: end)  // degenerate controls
                    last = end
                case 3:
                    last = point(&rng)
                    p.addCurve(to: last, control1: point(&rng), control2: point(&rng))
                default:
                    last = point(&rng)
                    p.addLine(to: last)
                }
            }
            if rng.next() % 2 == 0 { p.closeSubpath() }
        }
        return p
    }

    static func style(_ rng: inout SplitMix) -> StrokeStyle {
        let widths: [Double] = [0, 0.01, 0.5, 1, 7, 40, 1e6, 1e12, .nan]
        // Dense patterns stay coarse enough here for a debug build: the 200,000-dash budget itself is
        // tested in EngineLimitTests (a budget's worth of round-capped dashes takes about 20 s at -Onone).
        let dashes: [[Double]] = [[], [3, 1], [0.05, 0.05], [0, 0], [1e-9, 5], [.infinity, 1]]
        return StrokeStyle(
            lineWidth: widths[Int(rng.next() % UInt64(widths.count))],
            lineCap: [.butt, .round, .square][Int(rng.next() % 3)],
            lineJoin: [.miter, .round, .bevel][Int(rng.next() % 3)],
            miterLimit: [1, 4, 1e9][Int(rng.next() % 3)],
            dash: dashes[Int(rng.next() % UInt64(dashes.count))])
    }

    /// Draws the batch's paths on a fresh canvas; the bitmap, and how many draws were refused.
    static func render(_ batch: Batch) throws -> (Bitmap, refused: Int, leftovers: [Int]) {
        var rng = SplitMix(seed: batch.seed)
        let canvas = try Canvas(width: 64, height: 64)
        canvas.clear(.white)
        var refused = 0
        var leftovers: [Int] = []
        for i in 0..<drawsPerBatch {
            let p = path(&rng)
            let colour = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: 0.3 + 0.7 * rng.unit())
            do {
                switch rng.next() % 4 {
                case 0: try canvas.fill(p, color: colour, rule: .nonZero)
                case 1: try canvas.fill(p, color: colour, rule: .evenOdd)
                case 2: try canvas.stroke(p, color: colour, style: style(&rng))
                default:
                    canvas.save()
                    defer { _ = try? canvas.restore() }
                    try canvas.clip(to: p)
                    try canvas.fill(.rect(Rect(x: 0, y: 0, width: 64, height: 64)), color: colour)
                }
            } catch .nonFiniteGeometry {
                refused += 1
            }
            if !canvas.rasterizer.accumulatorIsClear { leftovers.append(i) }
        }
        return (canvas.bitmap, refused, leftovers)
    }

    @Test(arguments: batches)
    func hostilePathsDrawOrAreRefusedAndRepeatExactly(_ batch: Batch) throws {
        let first = try Self.render(batch)
        let second = try Self.render(batch)
        #expect(first.leftovers.isEmpty, "draws \(first.leftovers) left deposits in the accumulation buffer")
        #expect(first.0 == second.0, "the same draws gave different pixels")
        #expect(first.refused == second.refused)
        // The generator makes both kinds: some draws are refused, some draw.
        #expect(first.refused < Self.drawsPerBatch)
    }
}
