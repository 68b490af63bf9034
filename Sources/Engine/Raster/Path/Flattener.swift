import Foundation

/// Turns the curves of a path into polylines within a device-space distance tolerance.
///
/// The number of line pieces of each curve comes from Wang's formula, an upper bound on the distance
/// between a Bézier curve and its chords: n = ⌈√(k·M / tolerance)⌉ with M the largest second
/// difference of the control points (k = 1/4 for quadratics, 3/4 for cubics).
struct Flattener {
    /// Largest distance, in device pixels, between a curve and the polyline that replaces it.
    var tolerance: Double
    /// Curves whose control points all lie outside this box (in output coordinates) are replaced by a
    /// line to their end point: off the canvas only their end points matter to the winding. Curves
    /// that reach into it and would need more than `maxPieces` pieces are split until they don't, so
    /// work follows the visible length and the tolerance holds even for enormous curves.
    var cullBox: Rect? = nil
    /// Largest number of pieces for one curve before it is split.
    static let maxPieces = 4096
    /// How often a curve may be halved: deep with a cull box (only the visible halves go on, so work
    /// follows the visible length), shallow without one (at most 64 × `maxPieces` pieces per curve,
    /// beyond which the tolerance is not kept).
    var maxDepth: Int { cullBox != nil ? 48 : 6 }

    /// One flattened subpath.
    struct Subpath {
        /// Polyline points (the first is the subpath's start).
        var points: [Point]
        /// Whether the subpath ended with `close`.
        var closed: Bool
        /// Exact curve direction at the start and at the end (zero when the subpath has no length),
        /// so that caps are square to the curve rather than to its first or last chord.
        var startTangent: Point
        var endTangent: Point
    }

    /// Calls `sink` with each subpath of `path` (mapped through `transform`) as a polyline.
    func flatten(_ path: Path, transform: Transform, sink: (Subpath) -> Void) {
        var sub = Subpath(points: [], closed: false, startTangent: .zero, endTangent: .zero)
        // Room for a small shape's outline at once: grown point by point from empty, the array was
        // reallocated half a dozen times per subpath, thousands of times in a UI scene.
        sub.points.reserveCapacity(64)
        var cur = Point.zero
        func flush(closed: Bool) {
            if !sub.points.isEmpty {
                sub.closed = closed
                sink(sub)
            }
            sub.points.removeAll(keepingCapacity: true)
            sub.startTangent = .zero
            sub.endTangent = .zero
        }
        func tangents(_ first: Point, _ last: Point) {
            if sub.startTangent == .zero { sub.startTangent = first }
            if last != .zero { sub.endTangent = last }
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                flush(closed: false)
                cur = transform.apply(p)
                sub.points.append(cur)
            case .line(let p):
                let p1 = transform.apply(p)
                tangents(p1 - cur, p1 - cur)
                cur = p1
                sub.points.append(cur)
            case .quad(let c, let p):
                let c1 = transform.apply(c)
                let p2 = transform.apply(p)
                tangents(c1 != cur ? c1 - cur : p2 - cur, p2 != c1 ? p2 - c1 : p2 - cur)
                appendQuad(cur, c1, p2, into: &sub.points)
                cur = p2
            case .cubic(let c1, let c2, let p):
                let a = transform.apply(c1)
                let b = transform.apply(c2)
                let p3 = transform.apply(p)
                let t0 = a != cur ? a - cur : (b != cur ? b - cur : p3 - cur)
                let t1 = p3 != b ? p3 - b : (p3 != a ? p3 - a : p3 - cur)
                tangents(t0, t1)
                appendCubic(cur, a, b, p3, into: &sub.points)
                cur = p3
            case .close:
                let start = sub.points.first ?? cur
                flush(closed: true)
                cur = start
                sub.points.append(start)
            }
        }
        // A lone moveTo paints nothing, and the point left after `close` is not a subpath of its own.
        if sub.points.count > 1 { flush(closed: false) }
    }

    /// Segment count for a curve with largest second difference `dd` and Wang constant `k`, or nil
    /// when it would exceed `maxPieces`.
    @inline(__always)
    func segmentCount(_ dd: Double, _ k: Double) -> Int? {
        let n = (k * dd / tolerance).squareRoot().rounded(.up)
        if !(n >= 1) { return n.isNaN ? nil : 1 }
        return n > Double(Flattener.maxPieces) ? nil : Int(n)
    }

    /// Whether a control polygon with these bounds lies entirely outside the cull box.
    @inline(__always)
    func isCulled(minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool {
        guard let box = cullBox else { return false }
        return maxX < box.minX || minX > box.maxX || maxY < box.minY || minY > box.maxY
    }

    /// Appends the polyline of a quadratic (end point included, start point excluded).
    func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, into pts: inout [Point], depth: Int = 0) {
        if cullBox != nil,
            isCulled(
                minX: Swift.min(p0.x, p1.x, p2.x), maxX: Swift.max(p0.x, p1.x, p2.x),
                minY: Swift.min(p0.y, p1.y, p2.y), maxY: Swift.max(p0.y, p1.y, p2.y))
        {
            return pts.append(p2)
        }
        let dd = p0 - 2 * p1 + p2  // second derivative / 2
        guard let n = segmentCount(dd.length, 0.25) else {
            if depth >= maxDepth { return pts.append(p2) }
            let (a, b) = Bezier.splitQuad((p0, p1, p2), at: 0.5)
            appendQuad(a.0, a.1, a.2, into: &pts, depth: depth + 1)
            appendQuad(b.0, b.1, b.2, into: &pts, depth: depth + 1)
            return
        }
        let h = 1 / Double(n)
        Flattener.makeRoom(for: n, in: &pts)
        for i in 1..<n {
            let t = Double(i) * h
            let c = Bezier.quadPoint(p0, p1, p2, t)
            let d1 = (p1 - p0) * (2 * (1 - t)) + (p2 - p1) * (2 * t)
            pts.append(c + Flattener.areaCorrection(first: d1, second: dd * 2, step: h))
        }
        pts.append(p2)
    }

    /// Appends the polyline of a cubic (end point included, start point excluded).
    func appendCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, into pts: inout [Point], depth: Int = 0) {
        if cullBox != nil,
            isCulled(
                minX: Swift.min(p0.x, p1.x, p2.x, p3.x), maxX: Swift.max(p0.x, p1.x, p2.x, p3.x),
                minY: Swift.min(p0.y, p1.y, p2.y, p3.y), maxY: Swift.max(p0.y, p1.y, p2.y, p3.y))
        {
            return pts.append(p3)
        }
        let a = p0 - 2 * p1 + p2
        let b = p1 - 2 * p2 + p3
        guard let n = segmentCount(Swift.max(a.length, b.length), 0.75) else {
            if depth >= maxDepth { return pts.append(p3) }
            let (l, r) = Bezier.splitCubic((p0, p1, p2, p3), at: 0.5)
            appendCubic(l.0, l.1, l.2, l.3, into: &pts, depth: depth + 1)
            appendCubic(r.0, r.1, r.2, r.3, into: &pts, depth: depth + 1)
            return
        }
        let h = 1 / Double(n)
        Flattener.makeRoom(for: n, in: &pts)
        for i in 1..<n {
            let t = Double(i) * h
            let c = Bezier.cubicPoint(p0, p1, p2, p3, t)
            let d1 = Bezier.cubicTangent(p0, p1, p2, p3, t)
            let d2 = (a * (1 - t) + b * t) * 6
            pts.append(c + Flattener.areaCorrection(first: d1, second: d2, step: h))
        }
        pts.append(p3)
    }

    /// Makes room for `count` more points in one step (at least doubling, as appending would), rather
    /// than growing as each point is appended.
    @inline(__always)
    static func makeRoom(for count: Int, in pts: inout [Point]) {
        let needed = pts.count + count
        if pts.capacity < needed { pts.reserveCapacity(Swift.max(needed, 2 * pts.capacity)) }
    }

    /// Moves an inner polyline vertex off the curve so that each chord crosses the curve instead of
    /// lying entirely on its concave side: a chord over a parameter step h sits C''·h²/8 inside the
    /// curve at its middle (a parabolic sag), so shifting the vertices by −C''·h²/12 along the normal
    /// makes the signed area between chord and curve zero. The coverage error of an edge pixel then
    /// averages out instead of always losing area (chords alone make every curved shape too small by
    /// about two thirds of the tolerance, several /255 along the whole outline).
    @inline(__always)
    static func areaCorrection(first d1: Point, second d2: Point, step h: Double) -> Point {
        let l2 = d1.dot(d1)
        guard l2 > 0 else { return .zero }
        let nrm = d1.perpendicular
        let k = d2.dot(nrm) / l2  // component of C'' along the unit normal, divided by |C'|
        return nrm * (-k * h * h / 12)
    }
}
