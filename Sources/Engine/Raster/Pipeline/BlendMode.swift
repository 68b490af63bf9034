/// How a source colour combines with the destination, on premultiplied sRGB-encoded values.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    /// Source over destination.
    case normal
    /// Product of the colours (darkens).
    case multiply
    /// Inverse of the product of inverses (lightens).
    case screen
    /// Sum, clamped to 1 (Core Graphics `plusLighter`).
    case plusLighter
    /// 1 − ((1 − D) + (1 − S)), clamped to 0 (Core Graphics `plusDarker`).
    case plusDarker

    /// Blends premultiplied source `s` over destination `d` (both r, g, b, a in 0...1).
    @inline(__always)
    func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
        let sa = s.w
        let da = d.w
        switch self {
        case .normal:
            return s + d * (1 - sa)
        case .multiply:
            return s * d + s * (1 - da) + d * (1 - sa)
        case .screen:
            return s + d - s * d
        case .plusLighter:
            return lanewiseMin(s + d, SIMD4(repeating: 1))
        case .plusDarker:
            let ra = sa + da - sa * da
            var r = SIMD4<Float>(repeating: ra) - ((SIMD4(repeating: da) - d) + (SIMD4(repeating: sa) - s))
            r = lanewiseMax(r, .zero)
            r.w = ra
            return r
        }
    }
}

/// The smaller of each pair of lanes.
@inline(__always) private func lanewiseMin(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .< a)
}
/// The larger of each pair of lanes.
@inline(__always) private func lanewiseMax(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    a.replacing(with: b, where: b .> a)
}
