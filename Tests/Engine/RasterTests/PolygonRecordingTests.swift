import Testing

@testable import Raster

/// A polygon strictly inside the clip box is snapped and recorded whole; one that touches the box
/// goes through `addLine`, which clips and records it edge by edge. For a polygon that touches the
/// box without crossing it nothing is clipped, and both ways must record the same edges, chains
/// (which span consecutive edges), flats and bounds.
@Suite("Engine: the two ways of recording a polygon agree")
struct PolygonRecordingTests {
    /// What the random polygons are made of.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        /// Vertices anywhere: many chains.
        case scattered
        /// Vertices on a grid of whole and half rows: horizontal sides, inside rows (flats) and on row
        /// boundaries, and repeated points.
        case gridded

        var testDescription: String { rawValue }
    }

    @Test(arguments: Kind.allCases)
    func insideAndTouchingRecordTheSame(kind: Kind) {
        var rng = SplitMix(seed: 99)
        for _ in 0..<300 {
            let n = 3 + Int(rng.next() % 20)
            var points = (0..<n).map { _ in
                switch kind {
                case .scattered: Point(x: 1 + rng.unit() * 60, y: 1 + rng.unit() * 40)
                case .gridded: Point(x: 1 + Double(rng.next() % 120) / 2, y: 1 + Double(rng.next() % 30) / 3)
                }
            }
            // One vertex at x = 1, the polygon's leftmost: inside a clip box from 0, on the side of
            // one from 1.
            let leftmost = points.indices.min { points[$0].x < points[$1].x }!
            points[leftmost].x = 1
            for i in points.indices where points[i].x < 1 { points[i].x = 1 }
            var inside = Rasterizer()
            inside.reset(clipX0: 0, clipY0: 0, clipX1: 64, clipY1: 48)
            inside.addPolygon(points)
            var touching = Rasterizer()
            touching.reset(clipX0: 1, clipY0: 0, clipX1: 64, clipY1: 48)
            touching.addPolygon(points)
            let a = inside.recorded
            let b = touching.recorded
            #expect(a.edges == b.edges, "\(points)")
            #expect(a.flats == b.flats, "\(points)")
            #expect(a.bounds == b.bounds, "\(points)")
            #expect(!a.edges.isEmpty)
        }
    }
}
