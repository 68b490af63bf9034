import Foundation
import Testing

@testable import Raster

/// Shapes taller than two bands find each band's edges through monotone runs of their edge list
/// (`BandRasterizer.runs`) instead of testing every edge against every band. The runs must hand the
/// scan converter the same edges in the same order, so every shape here is drawn both ways, in one
/// process, and the bytes compared; each also checks that its draw really took the runs.
@Suite("Engine: band edges through monotone runs")
struct BandEdgeRunsTests {
    typealias Drawing = NamedDrawing

    static let side = 320

    /// A closed curve around the centre whose radius waves `lobes` times a turn, traced `laps` times
    /// with the lobes shifted on each lap: it crosses itself, and its edges rise and fall in runs of
    /// about a dozen.
    static func wave(lobes: Double, laps: Int) -> Path {
        let centre = Point(x: Double(side) / 2 - 0.2, y: Double(side) / 2 + 0.35)
        let points = stride(from: 0.0, to: Double(laps) * 2 * .pi, by: 0.01).map { a in
            EngineFixture.polar(centre, 110 + 45 * sin(lobes * a + a / Double(laps)), a)
        }
        return EngineFixture.polyline(points, closed: true)
    }

    /// A spiral of `turns` turns around the canvas's centre: long rising and falling runs of curves.
    static func spiral(turns: Double) -> Path {
        let centre = Point(x: Double(side) / 2 + 0.3, y: Double(side) / 2 - 0.4)
        let points = stride(from: 0.0, through: turns * 2 * .pi, by: 0.05).map { a in
            EngineFixture.polar(centre, 4 + 20 * a, a)
        }
        return EngineFixture.polyline(points)
    }

    static let drawings: [Drawing] = [
        Drawing(name: "concentric 1 px rings") { canvas in
            let style = StrokeStyle(lineWidth: 1)
            for i in 1...12 {
                let ring = Path.circle(center: Point(x: 160.3, y: 159.6), radius: 12.5 * Double(i))
                try canvas.stroke(ring, color: Color(red: 0.1, green: 0.1, blue: 0.2), style: style)
            }
        },
        Drawing(name: "tall rounded rectangle, filled and stroked") { canvas in
            let card = Path.roundedRect(Rect(x: 20.25, y: 6.5, width: 280, height: 307), cornerRadius: 40)
            try canvas.fill(card, color: Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7))
            try canvas.stroke(card, color: .black, style: StrokeStyle(lineWidth: 3))
        },
        Drawing(name: "circle half off the canvas") { canvas in
            try canvas.fill(
                .circle(center: Point(x: 20, y: 300), radius: 170), color: Color(red: 0.9, green: 0.3, blue: 0))
        },
        Drawing(name: "self-crossing wave, non-zero") { canvas in
            try canvas.fill(wave(lobes: 7, laps: 2), color: .black, rule: .nonZero)
        },
        Drawing(name: "self-crossing wave, even-odd") { canvas in
            try canvas.fill(wave(lobes: 5, laps: 3), color: .black, rule: .evenOdd)
        },
        Drawing(name: "spiral stroke with round joins") { canvas in
            let style = StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round)
            try canvas.stroke(spiral(turns: 2.5), color: Color(red: 0, green: 0.6, blue: 0.3), style: style)
        },
        Drawing(name: "scaled and rotated flower of curves") { canvas in
            canvas.transform = Transform.rotation(0.3).concatenating(.scale(1.5, 1.5))
            let centre = Point(x: 110, y: 40)
            var flower = Path()
            flower.move(to: EngineFixture.polar(centre, 30, 0))
            for k in 1...6 {
                let a = Double(k) * .pi / 3
                flower.addQuadCurve(
                    to: EngineFixture.polar(centre, 30, a), control: EngineFixture.polar(centre, 150, a - .pi / 6))
            }
            flower.closeSubpath()
            try canvas.fill(flower, color: Color(red: 0.5, green: 0.1, blue: 0.6))
        },
    ]

    /// The drawing's pixels, with or without the runs, and the runs its last shape took.
    static func render(_ drawing: Drawing, runs: Bool) throws -> (Bitmap, runs: Int) {
        let canvas = try Canvas(width: side, height: side)
        canvas.clear(.white)
        canvas.rasterizer.listsBandEdgesByRuns = runs
        try drawing.draw(canvas)
        return (canvas.bitmap, canvas.rasterizer.runsOfLastShape)
    }

    @Test(arguments: drawings)
    func runsGiveTheBytesOfTestingEveryEdge(_ drawing: Drawing) throws {
        let tested = try Self.render(drawing, runs: false)
        let listed = try Self.render(drawing, runs: true)
        #expect(tested.runs == 0)
        #expect(listed.runs > 0, "the drawing's last shape did not take the runs")
        let pixels = (tested.0.pixels, listed.0.pixels)
        let firstDifference = pixels.0.indices.first { pixels.0[$0] != pixels.1[$0] }
        #expect(firstDifference == nil, "bytes differ, first at byte \(firstDifference ?? -1)")
    }
}
