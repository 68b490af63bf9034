/// Cuts polylines into the "on" pieces of a dash pattern (SVG semantics: an odd-length pattern is
/// repeated twice, the phase shifts the start into the pattern, a closed subpath whose first and last
/// dashes both touch its start point gets them joined into one dash).
struct Dasher {
    /// Largest number of dashes produced for one stroke; beyond it the pattern is ignored and the
    /// stroke is solid, so that a tiny pattern on a huge path cannot hang or exhaust memory.
    static let maxDashes = 200_000

    let pattern: [Double]
    let phase: Double

    /// A usable pattern, or nil for a solid stroke (empty, negative or all-zero patterns).
    init?(pattern raw: [Double], phase: Double) {
        guard !raw.isEmpty, raw.allSatisfy({ $0 >= 0 && $0.isFinite }), raw.contains(where: { $0 > 0 }), phase.isFinite
        else { return nil }
        let p = raw.count % 2 == 1 ? raw + raw : raw
        self.pattern = p
        let total = p.reduce(0, +)
        var ph = phase.truncatingRemainder(dividingBy: total)
        if ph < 0 { ph += total }
        self.phase = ph
    }

    /// Total length of one pattern period.
    var period: Double { pattern.reduce(0, +) }

    /// The dashes of one subpath as open polylines, each with its direction (for zero-length dashes),
    /// or nil when there would be more than `maxDashes`.
    func dashes(of pts: [Point], closed: Bool, budget: inout Int) -> [(
        points: [Point], direction: Point, closed: Bool
    )]? {
        var poly = pts
        if closed, let f = pts.first, pts.last != f { poly.append(f) }
        guard poly.count >= 2 else { return [] }
        var length = 0.0
        for i in 1..<poly.count { length += poly[i].distance(to: poly[i - 1]) }
        // A length past Double's range (coordinates near 1e300 are finite, their distance is not) or
        // more dashes than the budget leaves: the stroke is solid (found by RandomPathFuzzTests: the
        // conversion to Int trapped).
        let estimated = ((length / period).rounded(.up) + 1) * Double(pattern.count / 2)
        guard estimated.isFinite, estimated <= Double(budget) else {
            budget = -1
            return nil
        }
        budget -= Int(estimated)

        // Position in the pattern.
        var index = 0
        var remaining = pattern[0]
        var skip = phase
        while skip > 0 {
            if skip >= remaining {
                skip -= remaining
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            } else {
                remaining -= skip
                skip = 0
            }
        }
        var result: [(points: [Point], direction: Point, closed: Bool)] = []
        var current: [Point] = []
        var on = index % 2 == 0
        let startsOn = on
        if on { current.append(poly[0]) }
        for i in 1..<poly.count {
            var a = poly[i - 1]
            let b = poly[i]
            var segLeft = a.distance(to: b)
            let d = segLeft > 0 ? (b - a) * (1 / segLeft) : Point(x: 1, y: 0)
            while remaining <= segLeft {
                let p = a + d * remaining
                segLeft -= remaining
                a = p
                if on {
                    current.append(p)
                    result.append((current, d, false))
                    current = []
                } else {
                    current = [p]
                }
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                if result.count > Dasher.maxDashes { return nil }
            }
            remaining -= segLeft
            if on { current.append(b) }
        }
        if on && !current.isEmpty {
            let lastDir = (poly[poly.count - 1] - poly[poly.count - 2]).normalized
            if closed && startsOn && !result.isEmpty {
                // Join the last dash with the first one across the start point.
                result[0].points = current + result[0].points.dropFirst()
            } else if closed && result.isEmpty {
                // One dash longer than the whole closed subpath: it stays closed.
                return [(current, lastDir, true)]
            } else {
                result.append((current, lastDir, false))
            }
        }
        return result
    }
}
