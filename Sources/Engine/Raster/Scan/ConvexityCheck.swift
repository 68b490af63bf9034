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
        var xFlips = 0
        var yFlips = 0
        // The sign of the last and of the first nonzero dx (and dy), once there is one.
        var haveX = false
        var haveY = false
        var lastXPositive = false
        var lastYPositive = false
        var firstXPositive = false
        var firstYPositive = false
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
            if d1.x != 0 {
                let sign = d1.x > 0
                if haveX {
                    if sign != lastXPositive { xFlips &+= 1 }
                } else {
                    haveX = true
                    firstXPositive = sign
                }
                lastXPositive = sign
            }
            if d1.y != 0 {
                let sign = d1.y > 0
                if haveY {
                    if sign != lastYPositive { yFlips &+= 1 }
                } else {
                    haveY = true
                    firstYPositive = sign
                }
                lastYPositive = sign
            }
            d1 = d2
        }
        // Close the cycle of direction signs.
        if haveX && lastXPositive != firstXPositive { xFlips &+= 1 }
        if haveY && lastYPositive != firstYPositive { yFlips &+= 1 }
        return !(positive && notPositive) && xFlips <= 2 && yFlips <= 2
    }

    /// Whether the absolute turning angles along an open polyline add up to less than half a turn.
    /// The sum only grows, so it stops at half a turn: an arc of more than 180° costs an `atan2` per
    /// vertex only up to its middle.
    static func turnsLessThanHalfATurn(_ p: [Point]) -> Bool {
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
