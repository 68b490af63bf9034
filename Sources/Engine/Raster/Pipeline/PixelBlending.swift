// Per-pixel blend arithmetic shared by the blitter's loops (`Canvas+Blitter.swift`): float blending
// through a `BlendMode`, rounding back to bytes, and the exact integer division by 255 used by the
// integer fast paths. Free functions marked `@inline(__always)` so every loop gets them inlined.

/// Blends premultiplied source `src` (0...1) over the pixel at byte offset `j` with `mode`.
@inline(__always)
func blendPixel(_ src: SIMD4<Float>, _ mode: BlendMode, into p: UnsafeMutableBufferPointer<UInt8>, at j: Int) {
    if case .normal = mode { return blendNormal(src.x, src.y, src.z, src.w, into: p, at: j) }
    let d = SIMD4<Float>(Float(p[j]), Float(p[j + 1]), Float(p[j + 2]), Float(p[j + 3])) * (1 / 255)
    store(mode.blend(src, d), into: p, at: j)
}

/// Source-over of premultiplied (`r`, `g`, `b`, `a`) (0...1) onto the pixel at byte offset `j`:
/// the same arithmetic, lane for lane, as `BlendMode.normal.blend` then `store` (so the same
/// bytes), written with scalars because unspecialised `SIMD4` code is many times slower in debug
/// builds, where teams run their snapshot tests.
// `@_transparent` only documents intent here: debug builds (not whole-module) inline transparent
// functions only within their own file, and inlining this one into the blitter's loops was measured
// to change nothing at -Onone; the concrete arithmetic below is what made the debug build faster.
@_transparent
func blendNormal(
    _ r: Float, _ g: Float, _ b: Float, _ a: Float, into p: UnsafeMutableBufferPointer<UInt8>, at j: Int
) {
    // Concrete conversions and the clamps of `Swift.min`/`Swift.max` written out (`max(0, v)` is
    // `v >= 0 ? v : 0`, `min(m, v)` is `v < m ? v : m`): the same values, and no unspecialised
    // generic calls in a debug build.
    let scale: Float = 1 / 255
    let inv = 1 - a
    let outR = r + Float(Int(p[j])) * scale * inv
    let outG = g + Float(Int(p[j + 1])) * scale * inv
    let outB = b + Float(Int(p[j + 2])) * scale * inv
    let outA = a + Float(Int(p[j + 3])) * scale * inv
    var alpha = outA * 255 + 0.5
    alpha = alpha >= 0 ? alpha : 0
    alpha = alpha < 255 ? alpha : 255
    p[j + 3] = UInt8(alpha)
    // Premultiplied colour can never exceed alpha.
    var v = outR * 255 + 0.5
    v = v >= 0 ? v : 0
    p[j] = UInt8(v < alpha ? v : alpha)
    v = outG * 255 + 0.5
    v = v >= 0 ? v : 0
    p[j + 1] = UInt8(v < alpha ? v : alpha)
    v = outB * 255 + 0.5
    v = v >= 0 ? v : 0
    p[j + 2] = UInt8(v < alpha ? v : alpha)
}

/// Rounds a 0...1 premultiplied colour into four bytes.
@inline(__always)
func store(_ c: SIMD4<Float>, into p: UnsafeMutableBufferPointer<UInt8>, at j: Int) {
    let v = c * 255 + 0.5
    let a = Swift.min(255, Swift.max(0, v.w))
    p[j + 3] = UInt8(a)
    // Premultiplied colour can never exceed alpha.
    p[j] = UInt8(Swift.min(a, Swift.max(0, v.x)))
    p[j + 1] = UInt8(Swift.min(a, Swift.max(0, v.y)))
    p[j + 2] = UInt8(Swift.min(a, Swift.max(0, v.z)))
}

/// x / 255 rounded to nearest, exact for 0...65025 (in any integer type that holds 65,153).
@inline(__always)
func div255<T: FixedWidthInteger>(_ x: T) -> T {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// `div255` for `Int32`, the same arithmetic without a generic call (which a debug build does not
/// specialise).
@_transparent
func div255(_ x: Int32) -> Int32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// Rounded x / 255 per lane for 0 ≤ x ≤ 255².
@inline(__always)
func div255Lanes(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = x &+ 128
    return (t &+ (t &>> 8)) &>> 8
}
