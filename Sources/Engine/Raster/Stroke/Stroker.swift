import Foundation

/// Converts polylines into the polygons that cover their stroke, to be filled with the non-zero rule.
///
/// Each side of a polyline is offset by half the width. On the outer side of a corner the join is
/// drawn (miter with the SVG limit rule, round, bevel); on the inner side the outline pivots through
/// the vertex, so that the non-zero fill absorbs the overlap — this also covers cusps, 180° reversals
/// and curves whose radius of curvature is below half the width, without trimming anything.
/// Zero-length subpaths follow SVG 2: a disc for round caps, a square along the path direction
/// (or the x axis) for square caps, nothing for butt caps.
struct Stroker {
    let style: StrokeStyle
    /// Largest distance between a round join or cap and its polygon, in the units of the points.
    let tolerance: Double
    /// Size of one device pixel in the units of the points.
    let pixelSize: Double
    private let hw: Double
    private let arcStep: Double
    /// 1 + t of the flatness test of outer joins (see `join`), the same for every join of a stroke.
    private let flatSlack: Double

    init(style: StrokeStyle, tolerance: Double, pixelSize: Double) {
        self.style = style
        self.tolerance = tolerance
        self.pixelSize = pixelSize
        self.hw = abs(style.lineWidth) / 2
        if hw > tolerance {
            self.arcStep = 2 * acos(1 - tolerance / hw)
        } else {
            self.arcStep = Double.pi / 2
        }
        self.flatSlack = 1 + 0.002 * pixelSize / (hw * (style.lineJoin == .bevel ? 2 : 1))
    }

    /// Strokes one subpath polyline; `sink` receives closed polygons.
    /// `hint` is the direction to use for a square cap on a zero-length subpath.
    /// Returns whether the polygons are known to form a simple outline (winding 0 or ±1 everywhere):
    /// no pivot was needed and the polyline cannot cross itself (a convex closed polyline, or an open
    /// one turning less than half a turn in all). The rasterizer then skips its exactness checks.
    @discardableResult
    func stroke(
        _ input: [Point], closed: Bool, hint: Point? = nil, startTangent: Point = .zero, endTangent: Point = .zero,
        sink: ([Point]) -> Void
    ) -> Bool {
        guard hw > 0, !input.isEmpty else { return true }
        // Drop zero-length segments (they carry no direction).
        // Points closer than a few ulps of the coordinates are the same point (a full-turn arc ends
        // at sin(2π) ≈ −2.4e-16, not exactly where it started).
        @inline(__always) func same(_ a: Point, _ b: Point) -> Bool {
            let eps = 1e-9 * Swift.max(1, abs(a.x), abs(a.y))
            return abs(a.x - b.x) <= eps && abs(a.y - b.y) <= eps
        }
        var pts: [Point] = []
        pts.reserveCapacity(input.count)
        for p in input where pts.last.map({ !same($0, p) }) ?? true { pts.append(p) }
        if closed, pts.count > 1, same(pts[0], pts[pts.count - 1]) { pts.removeLast() }
        if pts.count == 1 {
            // A zero-length subpath (`M p L p`, `M p Z`, or a zero-length dash).
            zeroLengthCap(at: pts[0], direction: hint ?? Point(x: 1, y: 0), sink: sink)
            return true
        }
        var pivoted = false
        // Segment directions and lengths, computed once for both sides.
        let n = pts.count
        let segCount = closed ? n : n - 1
        var dirs = [Point](repeating: .zero, count: segCount)
        var lens = [Double](repeating: 0, count: segCount)
        for i in 0..<segCount {
            let d = pts[i + 1 == n ? 0 : i + 1] - pts[i]
            let l = d.length
            lens[i] = l
            dirs[i] = d * (1 / l)
        }
        var out: [Point] = []
        out.reserveCapacity(2 * n + 32)
        if closed {
            side(
                pts, dirs, lens, cyclic: true, reversed: false, first: .zero, last: .zero, pivoted: &pivoted, into: &out
            )
            sink(out)
            out.removeAll(keepingCapacity: true)
            side(
                pts, dirs, lens, cyclic: true, reversed: true, first: .zero, last: .zero, pivoted: &pivoted, into: &out)
            sink(out)
            return !pivoted && ConvexityCheck.isConvex(pts)
        }
        // Caps are square to the exact curve direction when it is known, not to the end chords.
        let t0 = startTangent != .zero ? startTangent.normalized : dirs[0]
        let t1 = endTangent != .zero ? endTangent.normalized : dirs[segCount - 1]
        side(pts, dirs, lens, cyclic: false, reversed: false, first: t0, last: t1, pivoted: &pivoted, into: &out)
        cap(at: pts[n - 1], direction: t1, into: &out)
        side(pts, dirs, lens, cyclic: false, reversed: true, first: -t1, last: -t0, pivoted: &pivoted, into: &out)
        cap(at: pts[0], direction: -t0, into: &out)
        sink(out)
        return !pivoted && ConvexityCheck.turnsLessThanHalfATurn(pts)
    }

    /// Appends the offset of one side (the +normal side of the direction of travel) with its joins,
    /// travelling the polyline forwards or backwards. `first` and `last` give the directions at the
    /// open ends (ignored when cyclic).
    private func side(
        _ p: [Point], _ dirs: [Point], _ lens: [Double], cyclic: Bool, reversed: Bool, first: Point, last: Point,
        pivoted: inout Bool, into out: inout [Point]
    ) {
        let n = p.count
        let segCount = dirs.count
        // Vertex k of the travel order, and segment k (from vertex k to k + 1) with its direction.
        // Forward: vertex k is p[k], segment k. Backward (cyclic): vertex k is p[(n − k) mod n] and
        // segment k is forward segment (n − k − 1) mod n, reversed. Backward (open): vertex k is
        // p[n − 1 − k], segment k is forward segment n − 2 − k, reversed. No divisions: k < n.
        @inline(__always) func vertex(_ k: Int) -> Point { reversed ? p[k == 0 ? 0 : n - k] : p[k] }
        @inline(__always) func segment(_ k: Int) -> Int {
            if !reversed { return k }
            return cyclic ? n - 1 - k : segCount - 1 - k
        }
        @inline(__always) func dir(_ k: Int) -> Point { reversed ? -dirs[segment(k)] : dirs[segment(k)] }
        if cyclic {
            for k in 0..<n {
                let prev = k == 0 ? n - 1 : k - 1
                join(
                    at: vertex(k), from: dir(prev), to: dir(k),
                    shortest: Swift.min(lens[segment(prev)], lens[segment(k)]), pivoted: &pivoted, into: &out)
            }
        } else {
            @inline(__always) func openVertex(_ k: Int) -> Point { reversed ? p[n - 1 - k] : p[k] }
            out.append(openVertex(0) + first.perpendicular * hw)
            if segCount >= 2 {
                for k in 1..<segCount {
                    join(
                        at: openVertex(k), from: dir(k - 1), to: dir(k),
                        shortest: Swift.min(lens[segment(k - 1)], lens[segment(k)]), pivoted: &pivoted, into: &out)
                }
            }
            out.append(openVertex(n - 1) + last.perpendicular * hw)
        }
    }

    /// Appends a join at vertex `v` between incoming direction `d1` and outgoing `d2` on the +normal side.
    @inline(__always)
    private func join(
        at v: Point, from d1: Point, to d2: Point, shortest: Double, pivoted: inout Bool, into out: inout [Point]
    ) {
        let n1 = d1.perpendicular
        let n2 = d2.perpendicular
        let a = v + n1 * hw
        let b = v + n2 * hw
        let cross = d1.cross(d2)
        let dot = d1.dot(d2)
        if abs(cross) <= 1e-12 && dot > 0 {
            out.append(a)
            return
        }
        let gap = dot > -1 ? hw * abs(cross) / (1 + dot) : .infinity  // hw · tan(α/2), α the turn angle
        // The offset lines meet at v + (n1 + n2) · hw / (1 + d1·d2) (|n1 + n2| = 2 cos(α/2)).
        let meet = dot > -1 ? v + (n1 + n2) * (hw / (1 + dot)) : v
        let cos2Half = (1 + dot) / 2  // cos²(α/2)
        if cross > 0 {
            // Inner side. While the offset lines meet within both segments, their meeting point is the
            // exact inner corner; otherwise (curvature radius under half the width, sharp reversals)
            // pivot through the vertex and let the non-zero fill absorb the overlap.
            if gap < 0.5 * shortest {
                out.append(meet)
            } else {
                out.append(a)
                out.append(v)
                out.append(b)
                pivoted = true
            }
            return
        }
        // Outer side. A miter within the limit is exactly the meeting point of the offset lines; round
        // and bevel joins of nearly flat corners (flattened curves) are within 1/500 px of it.
        // flatness hw·(1/cos(α/2) − 1)·k < 0.002 px  ⇔  cos²(α/2) > 1/(1 + t)², t = 0.002 px/(hw·k);
        // miter within the limit  ⇔  1/cos(α/2) ≤ limit  ⇔  cos²(α/2) ≥ 1/limit².
        let flat = cos2Half * flatSlack * flatSlack > 1  // flatSlack = 1 + t
        let miterFits = style.lineJoin == .miter && cos2Half * style.miterLimit * style.miterLimit >= 1
        if dot > 0 && (flat || miterFits) {
            out.append(meet)
            return
        }
        // Outer side (or a 180° reversal).
        out.append(a)
        switch style.lineJoin {
        case .bevel:
            break
        case .round:
            let turn = atan2(abs(cross), dot)
            arc(center: v, from: atan2(n1.y, n1.x), sweep: -turn, into: &out)
        case .miter:
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 0 && 1 / cosHalf <= style.miterLimit {
                let m = (n1 + n2).normalized
                out.append(v + m * (hw / cosHalf))
            }
        }
        out.append(b)
    }

    /// Appends the cap at end point `v` of a side travelling along `d`, from +normal to −normal.
    private func cap(at v: Point, direction d: Point, into out: inout [Point]) {
        let n = d.perpendicular
        switch style.lineCap {
        case .butt:
            break
        case .square:
            out.append(v + n * hw + d * hw)
            out.append(v - n * hw + d * hw)
        case .round:
            arc(center: v, from: atan2(n.y, n.x), sweep: -Double.pi, into: &out)
        }
    }

    /// Appends interior points of a circular arc of radius `hw` (end points excluded).
    private func arc(center: Point, from start: Double, sweep: Double, into out: inout [Point]) {
        // At most 2,048 points per turn: beyond that (absurd widths) the tolerance is not kept.
        let m = Swift.min(Int((abs(sweep) / arcStep).rounded(.up)), Int(abs(sweep) / Double.pi * 1024) + 2)
        guard m > 1 else { return }
        let r = Stroker.areaPreservingRadius(hw, step: abs(sweep) / Double(m))
        for k in 1..<m {
            let t = start + sweep * Double(k) / Double(m)
            out.append(Point(x: center.x + r * cos(t), y: center.y + r * sin(t)))
        }
    }

    /// Radius for polygon vertices on an arc of radius `r` so that the chords cross the arc and the
    /// polygon keeps the arc's area (chord sag r·(1 − cos(step/2)), vertices moved out by two thirds of it).
    static func areaPreservingRadius(_ r: Double, step: Double) -> Double {
        r * (1 + (1 - cos(step / 2)) * 2 / 3)
    }

    private func zeroLengthCap(at v: Point, direction: Point, sink: ([Point]) -> Void) {
        switch style.lineCap {
        case .butt:
            return
        case .round:
            var out: [Point] = []
            let m = Swift.min(2048, Swift.max(4, Int((2 * Double.pi / arcStep).rounded(.up))))
            let r = Stroker.areaPreservingRadius(hw, step: 2 * Double.pi / Double(m))
            for k in 0..<m {
                let t = 2 * Double.pi * Double(k) / Double(m)
                out.append(Point(x: v.x + r * cos(t), y: v.y + r * sin(t)))
            }
            sink(out)
        case .square:
            let d = direction.length > 0 ? direction.normalized : Point(x: 1, y: 0)
            let n = d.perpendicular
            sink([v + (d + n) * hw, v + (n - d) * hw, v - (d + n) * hw, v + (d - n) * hw])
        }
    }
}
