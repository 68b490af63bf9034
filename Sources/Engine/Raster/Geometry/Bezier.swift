import Foundation

/// Evaluation, splitting and extrema of quadratic and cubic Bézier curves.
enum Bezier {
    static func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
        let mt = 1 - t
        return Point(
            x: mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x,
            y: mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y)
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let a = mt * mt * mt
        let b = 3 * mt * mt * t
        let c = 3 * mt * t * t
        let d = t * t * t
        return Point(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// Derivative of a cubic at t.
    static func cubicTangent(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let mt = 1 - t
        let a = (p1 - p0) * (3 * mt * mt)
        let b = (p2 - p1) * (6 * mt * t)
        let c = (p3 - p2) * (3 * t * t)
        return a + b + c
    }

    /// Parameters in (0, 1) where the quadratic's x or y derivative vanishes.
    static func quadExtrema(_ p0: Point, _ p1: Point, _ p2: Point) -> [Double] {
        var ts: [Double] = []
        for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
            let den = a - 2 * b + c
            if den != 0 {
                let t = (a - b) / den
                if t > 0 && t < 1 { ts.append(t) }
            }
        }
        return ts
    }

    /// Parameters in (0, 1) where the cubic's x or y derivative vanishes.
    static func cubicExtrema(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Double] {
        var ts: [Double] = []
        for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // derivative / 3 = qa t² + qb t + qc
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            ts += solveQuadratic(qa, qb, qc).filter { $0 > 0 && $0 < 1 }
        }
        return ts
    }

    /// Real roots of a·t² + b·t + c = 0 (linear when a is negligible).
    static func solveQuadratic(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let scale = Swift.max(abs(a), abs(b), abs(c))
        if scale == 0 { return [] }
        if abs(a) <= 1e-12 * scale {
            return b != 0 ? [-c / b] : []
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return [] }
        let s = disc.squareRoot()
        let q = -0.5 * (b + (b >= 0 ? s : -s))
        var r: [Double] = []
        if q != 0 { r.append(c / q) }
        r.append(q / a)
        return r
    }

    /// Splits a cubic at t into two cubics (de Casteljau).
    static func splitCubic(_ p: (Point, Point, Point, Point), at t: Double)
        -> ((Point, Point, Point, Point), (Point, Point, Point, Point))
    {
        let p01 = p.0.lerp(p.1, t)
        let p12 = p.1.lerp(p.2, t)
        let p23 = p.2.lerp(p.3, t)
        let p012 = p01.lerp(p12, t)
        let p123 = p12.lerp(p23, t)
        let m = p012.lerp(p123, t)
        return ((p.0, p01, p012, m), (m, p123, p23, p.3))
    }

    /// Splits a quadratic at t into two quadratics.
    static func splitQuad(_ p: (Point, Point, Point), at t: Double)
        -> ((Point, Point, Point), (Point, Point, Point))
    {
        let p01 = p.0.lerp(p.1, t)
        let p12 = p.1.lerp(p.2, t)
        let m = p01.lerp(p12, t)
        return ((p.0, p01, m), (m, p12, p.2))
    }

    /// The part of a cubic between parameters t0 and t1.
    static func subCubic(_ p: (Point, Point, Point, Point), from t0: Double, to t1: Double)
        -> (Point, Point, Point, Point)
    {
        var c = p
        if t1 < 1 { c = splitCubic(c, at: t1).0 }
        if t0 > 0 { c = splitCubic(c, at: t0 / t1).1 }
        return c
    }
}
