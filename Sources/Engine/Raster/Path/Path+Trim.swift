extension Path {
    /// One drawable piece of a path, with the point it starts from.
    private enum Piece {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)

        /// Point at parameter t.
        func point(_ t: Double) -> Point {
            switch self {
            case .line(let a, let b): return a.lerp(b, t)
            case .quad(let a, let b, let c): return Bezier.quadPoint(a, b, c, t)
            case .cubic(let a, let b, let c, let d): return Bezier.cubicPoint(a, b, c, d, t)
            }
        }
    }

    /// Samples per curve for arc-length measurement (chord lengths at uniform parameters).
    private static let lengthSamples = 64

    /// The part of the outline between fractions `from` and `to` of its total length, as SwiftUI's
    /// `Shape.trim(from:to:)`: subpaths are measured one after another (a closed subpath includes its
    /// closing line), curves keep their shape (they are split, not flattened), and the result is open.
    /// `from ≥ to` gives an empty path; fractions are clamped to 0...1.
    public func trimmed(from: Double, to: Double) -> Path {
        let f = Swift.max(0, Swift.min(1, from.isNaN ? 0 : from))
        let t = Swift.max(0, Swift.min(1, to.isNaN ? 0 : to))
        if f <= 0 && t >= 1 { return self }
        guard f < t else { return Path() }
        // Pieces grouped by subpath, each with a cumulative-length table.
        var subpaths: [[Piece]] = []
        var cur = Point.zero
        var start = Point.zero
        for e in elements {
            switch e {
            case .move(let p):
                subpaths.append([])
                cur = p
                start = p
            case .line(let p):
                if subpaths.isEmpty { subpaths.append([]) }
                subpaths[subpaths.count - 1].append(.line(cur, p))
                cur = p
            case .quad(let c, let p):
                if subpaths.isEmpty { subpaths.append([]) }
                subpaths[subpaths.count - 1].append(.quad(cur, c, p))
                cur = p
            case .cubic(let c1, let c2, let p):
                if subpaths.isEmpty { subpaths.append([]) }
                subpaths[subpaths.count - 1].append(.cubic(cur, c1, c2, p))
                cur = p
            case .close:
                if !subpaths.isEmpty, cur != start { subpaths[subpaths.count - 1].append(.line(cur, start)) }
                cur = start
            }
        }
        let n = Path.lengthSamples
        var tables: [[[Double]]] = []
        var total = 0.0
        for sub in subpaths {
            var subTables: [[Double]] = []
            for piece in sub {
                var table = [0.0]
                if case .line(let a, let b) = piece {
                    table.append(a.distance(to: b))
                } else {
                    var prev = piece.point(0)
                    var acc = 0.0
                    for i in 1...n {
                        let p = piece.point(Double(i) / Double(n))
                        acc += prev.distance(to: p)
                        table.append(acc)
                        prev = p
                    }
                }
                total += table[table.count - 1]
                subTables.append(table)
            }
            tables.append(subTables)
        }
        guard total > 0 else { return Path() }
        let s0 = f * total
        let s1 = t * total
        var out = Path()
        var pos = 0.0
        for (si, sub) in subpaths.enumerated() {
            var needMove = true
            for (pi, piece) in sub.enumerated() {
                let table = tables[si][pi]
                let len = table[table.count - 1]
                defer { pos += len }
                guard pos + len > s0, pos < s1, len > 0 else { continue }
                let t0 = Path.parameter(at: Swift.max(0, s0 - pos), table: table)
                let t1 = Path.parameter(at: Swift.min(len, s1 - pos), table: table)
                let startPoint = piece.point(t0)
                if needMove || out.currentPoint != startPoint { out.move(to: startPoint) }
                needMove = false
                switch piece {
                case .line(let a, let b):
                    out.addLine(to: a.lerp(b, t1))
                case .quad(let a, let b, let c):
                    var q = (a, b, c)
                    if t1 < 1 { q = Bezier.splitQuad(q, at: t1).0 }
                    if t0 > 0 { q = Bezier.splitQuad(q, at: t0 / t1).1 }
                    out.addQuadCurve(to: q.2, control: q.1)
                case .cubic(let a, let b, let c, let d):
                    let k = Bezier.subCubic((a, b, c, d), from: t0, to: t1)
                    out.addCurve(to: k.3, control1: k.1, control2: k.2)
                }
            }
        }
        return out
    }

    /// Curve parameter at arc length `s` from a cumulative table sampled at uniform parameters.
    private static func parameter(at s: Double, table: [Double]) -> Double {
        let n = table.count - 1
        if s <= 0 { return 0 }
        if s >= table[n] { return 1 }
        var lo = 0
        var hi = n
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] <= s { lo = mid } else { hi = mid }
        }
        let span = table[hi] - table[lo]
        let frac = span > 0 ? (s - table[lo]) / span : 0
        return (Double(lo) + frac) / Double(n)
    }
}
