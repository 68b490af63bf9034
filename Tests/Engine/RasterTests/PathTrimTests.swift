import Foundation
import Testing

@testable import Raster

/// `Path.trimmed(from:to:)`: by length, curves split rather than flattened, as SwiftUI's `trim`.
@Suite("Path trim") struct PathTrimTests {
    static func endpoints(_ p: Path) -> (Point, Point)? {
        guard case .move(let a)? = p.elements.first, let b = p.currentPoint else { return nil }
        return (a, b)
    }

    /// The part of a path kept by `trimmed(from:to:)`, as fractions of its length.
    struct TrimRange: Sendable, CustomTestStringConvertible {
        var from: Double
        var to: Double
        var testDescription: String { "\(from)…\(to)" }
    }

    @Test(arguments: [
        TrimRange(from: 0, to: 1), TrimRange(from: 0.25, to: 0.75), TrimRange(from: 0.1, to: 0.2),
        TrimRange(from: 0.5, to: 1),
    ])
    func lineTrimsByLength(range: TrimRange) throws {
        let (from, to) = (range.from, range.to)
        var line = Path()
        line.move(to: Point(x: 10, y: 20))
        line.addLine(to: Point(x: 110, y: 20))
        let (a, b) = try #require(Self.endpoints(line.trimmed(from: from, to: to)))
        #expect(abs(a.x - (10 + 100 * from)) < 1e-9 && a.y == 20)
        #expect(abs(b.x - (10 + 100 * to)) < 1e-9 && b.y == 20)
    }

    @Test(arguments: [0.125, 0.25, 0.5, 0.8])
    func circleTrimEndsOnTheCircleAtTheRightAngle(fraction: Double) throws {
        let c = Point(x: 50, y: 50)
        let r = 40.0
        let trimmed = Path.circle(center: c, radius: r).trimmed(from: 0, to: fraction)
        let (a, b) = try #require(Self.endpoints(trimmed))
        #expect(a.distance(to: Point(x: 90, y: 50)) < 1e-9)
        // The circle starts at angle 0 and runs towards +y.
        let expected = Point(x: c.x + r * cos(2 * .pi * fraction), y: c.y + r * sin(2 * .pi * fraction))
        #expect(b.distance(to: expected) < 0.02, "\(b) vs \(expected)")
        #expect(abs(b.distance(to: c) - r) < 0.01)
        // Curves stay curves.
        #expect(trimmed.elements.dropFirst().allSatisfy { if case .cubic = $0 { return true } else { return false } })
    }

    @Test func emptyAndFullRanges() {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 5)
        #expect(p.trimmed(from: 0.6, to: 0.6).isEmpty)
        #expect(p.trimmed(from: 0.7, to: 0.2).isEmpty)
        #expect(p.trimmed(from: 0, to: 1) == p)
        #expect(p.trimmed(from: -1, to: 2) == p)
    }

    @Test func trimmedPiecesAddUpToTheWholeLength() throws {
        let p = Path.roundedRect(Rect(x: 3, y: 4, width: 60, height: 30), cornerRadius: 9)
        func length(_ q: Path) -> Double {
            var total = 0.0
            Flattener(tolerance: 0.001).flatten(q, transform: .identity) { sub in
                for i in 1..<sub.points.count { total += sub.points[i].distance(to: sub.points[i - 1]) }
            }
            return total
        }
        // The closed outline measures its closing segment too; open pieces don't close.
        let whole = 2 * (60 - 18) + 2 * (30 - 18) + 2 * Double.pi * 9
        let a = length(p.trimmed(from: 0, to: 0.3))
        let b = length(p.trimmed(from: 0.3, to: 1))
        #expect(abs(a - 0.3 * whole) < 0.05, "\(a)")
        #expect(abs(a + b - whole) < 0.05, "\(a + b) vs \(whole)")
    }
}
