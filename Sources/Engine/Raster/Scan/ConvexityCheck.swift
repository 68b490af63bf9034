import Foundation

/// Cheap shape tests that let the rasterizer skip its exactness checks for outlines that are simple
/// by construction (every winding number 0 or ±1).
enum ConvexityCheck {
    /// Whether a closed polygon is convex: every turn has the same sense and the direction goes once
    /// around (the signs of dx and of dy each change at most twice along the outline).
    static func isConvex(_ p: [Point]) -> Bool {
        let n = p.count
        guard n >= 3 else { return n >= 1 }
        var sense = 0.0
        var xFlips = 0
        var yFlips = 0
        var lastDx = 0.0
        var lastDy = 0.0
        var firstDx = 0.0
        var firstDy = 0.0
        // The vertex two after i, wrapped without a division per vertex; each side is computed once
        // (the second side of one turn is the first of the next: the same subtraction).
        var j = 1
        var k = 2
        var d1 = p[1] - p[0]
        for _ in 0..<n {
            let d2 = p[k] - p[j]
            defer { d1 = d2 }
            j = k
            k = k + 1 == n ? 0 : k + 1
            let cr = d1.cross(d2)
            if cr != 0 {
                if sense == 0 { sense = cr } else if (cr > 0) != (sense > 0) { return false }
            }
            if d1.x != 0 {
                if lastDx != 0 && (d1.x > 0) != (lastDx > 0) { xFlips += 1 }
                lastDx = d1.x
                if firstDx == 0 { firstDx = d1.x }
            }
            if d1.y != 0 {
                if lastDy != 0 && (d1.y > 0) != (lastDy > 0) { yFlips += 1 }
                lastDy = d1.y
                if firstDy == 0 { firstDy = d1.y }
            }
        }
        // Close the cycle of direction signs.
        if lastDx != 0 && firstDx != 0 && (lastDx > 0) != (firstDx > 0) { xFlips += 1 }
        if lastDy != 0 && firstDy != 0 && (lastDy > 0) != (firstDy > 0) { yFlips += 1 }
        return xFlips <= 2 && yFlips <= 2
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
