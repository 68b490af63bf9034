import Foundation

/// A paint resolved against the canvas transform: gives the premultiplied colour of a device pixel.
enum Shader {
    /// Premultiplied 8-bit colour.
    case solid((UInt8, UInt8, UInt8, UInt8))
    /// t = a·x + b·y + c at the pixel centre.
    case linear(Gradient, a: Double, b: Double, c: Double)
    /// t = (|u − centre| − r0) / (r1 − r0), u the pixel centre in user space.
    case radial(Gradient, inverse: Transform, center: Point, r0: Double, r1: Double)
    /// t = angle of (u − centre) from `start`, over (end − start).
    case angular(Gradient, inverse: Transform, center: Point, start: Double, end: Double)
    /// An image drawn through a transform.
    case image(ImageSampler)

    /// Resolves a paint; throws when its geometry is not finite.
    init(paint: Paint, transform: Transform) throws(RasterError) {
        func finite(_ v: Double...) -> Bool { v.allSatisfy(\.isFinite) }
        switch paint {
        case .solid(let c):
            guard c.isFinite else { throw .nonFiniteGeometry("colour \(c)") }
            self = .solid(c.premultiplied8)
        case .linearGradient(let g, let s, let e):
            guard s.isFinite, e.isFinite, g.stops.allSatisfy({ $0.color.isFinite && $0.location.isFinite }) else {
                throw .nonFiniteGeometry("linear gradient")
            }
            let inv = transform.inverted ?? .identity
            let v = e - s
            let len2 = v.dot(v)
            func t(_ dx: Double, _ dy: Double) -> Double {
                guard len2 > 0 else { return 0 }
                return (inv.apply(Point(x: dx, y: dy)) - s).dot(v) / len2
            }
            let c0 = t(0.5, 0.5)
            let cx = t(1.5, 0.5) - c0
            let cy = t(0.5, 1.5) - c0
            self = .linear(g, a: cx, b: cy, c: c0)
        case .radialGradient(let g, let center, let r0, let r1):
            guard center.isFinite, finite(r0, r1) else { throw .nonFiniteGeometry("radial gradient") }
            self = .radial(g, inverse: transform.inverted ?? .identity, center: center, r0: r0, r1: r1)
        case .angularGradient(let g, let center, let a0, let a1):
            guard center.isFinite, finite(a0, a1) else { throw .nonFiniteGeometry("angular gradient") }
            self = .angular(g, inverse: transform.inverted ?? .identity, center: center, start: a0, end: a1)
        }
    }

    /// Premultiplied colour (0...1) at device pixel (x, y).
    @inline(__always)
    func color(x: Int, y: Int) -> SIMD4<Float> {
        switch self {
        case .solid(let c):
            return SIMD4<Float>(Float(c.0), Float(c.1), Float(c.2), Float(c.3)) / 255
        case .linear(let g, let a, let b, let c):
            return g.premultipliedColor(at: a * Double(x) + b * Double(y) + c)
        case .radial(let g, let inv, let center, let r0, let r1):
            let d = inv.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)).distance(to: center)
            let t = r1 != r0 ? (d - r0) / (r1 - r0) : (d >= r0 ? 1 : 0)
            return g.premultipliedColor(at: t)
        case .angular(let g, let inv, let center, let start, let end):
            // SwiftUI's AngularGradient: a sweep under one turn fills the gap with the last colour, then
            // the first, switching halfway; a sweep over one turn shows only its last complete turn.
            let u = inv.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) - center
            let full = 2 * Double.pi
            let span = end - start
            guard span > 0 else { return g.premultipliedColor(at: 0) }
            var t: Double
            if span < full {
                var a = (atan2(u.y, u.x) - start).truncatingRemainder(dividingBy: full)
                if a < 0 { a += full }
                if a <= span { t = a / span } else { t = a - span < (full - span) / 2 ? 1 : 0 }
            } else {
                let turnStart = end - full
                var a = (atan2(u.y, u.x) - turnStart).truncatingRemainder(dividingBy: full)
                if a < 0 { a += full }
                t = (turnStart - start + a) / span
            }
            return g.premultipliedColor(at: t)
        case .image(let s):
            return s.color(x: x, y: y)
        }
    }
}
