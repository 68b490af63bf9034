import Foundation

/// Cheap shape tests that let the rasterizer skip its exactness checks for outlines that are simple
/// by construction (every winding number 0 or ±1).
enum ConvexityCheck {
    /// Whether a closed polygon is convex: every turn has the same sense and the direction goes once
    /// around (the signs of dx and of dy each change at most twice along the outline).
    static func isConvex(_ p: [Point]) -> Bool {
        let n = p.count
        guard n >= 3 else { return n >= 1 }
        return p.withUnsafeBufferPointer { isConvex($0.baseAddress!, count: n) }
    }

    /// `isConvex` on `n` ≥ 3 points, without bounds checks, and with the tests as flags rather than
    /// an early return: every fill and closed stroke runs it over its whole outline (60 points for a
    /// small rounded rectangle), and the sign tests mostly go one way. The answer is the early
    /// return's: the turns' senses conflict when one nonzero cross product is positive and another
    /// is not (negative, or NaN from absurd coordinates, which the first nonzero one, kept as the
    /// sense, treated alike).
    private static func isConvex(_ p: UnsafePointer<Point>, count n: Int) -> Bool {
        var positive = false
        var notPositive = false
        var xSigns = SignChanges()
        var ySigns = SignChanges()
        // The vertex two after i, wrapped without a division per vertex; each side is computed once
        // (the second side of one turn is the first of the next: the same subtraction).
        var j = 1
        var k = 2
        var d1 = p[1] - p[0]
        for _ in 0..<n {
            let d2 = p[k] - p[j]
            j = k
            k = k &+ 1 == n ? 0 : k &+ 1
            let cr = d1.cross(d2)
            if cr != 0 {
                if cr > 0 { positive = true } else { notPositive = true }
            }
            xSigns.add(d1.x)
            ySigns.add(d1.y)
            d1 = d2
        }
        return !(positive && notPositive) && xSigns.cyclicCount <= 2 && ySigns.cyclicCount <= 2
    }

    /// The sign changes along a cyclic sequence of numbers, zeros skipped (NaN counts as not
    /// positive): how often the direction of travel turns back along one axis.
    private struct SignChanges {
        private var seen = false
        private var firstPositive = false
        private var lastPositive = false
        private var changes = 0

        @inline(__always)
        mutating func add(_ v: Double) {
            guard v != 0 else { return }
            let positive = v > 0
            if seen {
                if positive != lastPositive { changes &+= 1 }
            } else {
                seen = true
                firstPositive = positive
            }
            lastPositive = positive
        }

        /// The changes, with the one from the last value back to the first.
        var cyclicCount: Int { seen && lastPositive != firstPositive ? changes &+ 1 : changes }
    }

    /// Whether the absolute turning angles along an open polyline add up to less than half a turn:
    /// the answer of `turnsLessThanHalfATurnByAngles`, which sums them with an `atan2` per vertex, found
    /// without it when bounds on the sum settle it. A turn of angle θ has cross product c and dot
    /// product d with θ = atan2(|c|, d); with x = |c| / d and d > 0, x − x³/3 ≤ θ ≤ x (θ = atan x),
    /// otherwise π/2 ≤ θ ≤ π. If the upper bounds add up to less than π, so does the sum of the
    /// angles; if the lower bounds reach π, so does it (for d = ±0 the bounds are 0 and π; NaN sums
    /// settle nothing). The margin, 10⁻¹² a vertex, covers the rounding of both sums (a few 10⁻¹⁶ a
    /// term) many times over; only polylines turning within it of half a turn, and non-finite ones,
    /// take the `atan2`s, which were 4 % of the time of a scene of stroked arcs (`perf`).
    static func turnsLessThanHalfATurn(_ p: [Point]) -> Bool {
        let n = p.count
        guard n >= 3 else { return true }
        let margin = 1e-12 * Double(n)
        var upper = 0.0
        var lower = 0.0
        for i in 1..<(n - 1) {
            let d1 = p[i] - p[i - 1]
            let d2 = p[i + 1] - p[i]
            let c = abs(d1.cross(d2))
            let d = d1.dot(d2)
            if d > 0 {
                let x = c / d
                upper += x
                lower += x < 1 ? x - x * x * x / 3 : Double.pi / 4
            } else {
                // π/2 ≤ θ ≤ π when d < 0; d = ±0 can give 0 (no turn) or π, and NaN no bound at all.
                upper += Double.pi
                if d < 0 { lower += Double.pi / 2 }
            }
            if lower - margin >= Double.pi { return false }
        }
        if upper + margin < Double.pi { return true }
        return turnsLessThanHalfATurnByAngles(p)
    }

    /// The sum of the absolute turning angles, an `atan2` per vertex. It only grows, so it stops at
    /// half a turn.
    static func turnsLessThanHalfATurnByAngles(_ p: [Point]) -> Bool {
        guard p.count >= 3 else { return true }
        var total = 0.0
        for i in 1..<(p.count - 1) {
            let d1 = p[i] - p[i - 1]
            let d2 = p[i + 1] - p[i]
            total += abs(atan2(d1.cross(d2), d1.dot(d2)))
            if !(total < Double.pi) { return false }
        }
        return true
    }
}
