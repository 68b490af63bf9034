/// Source-over of one premultiplied RGBA8 colour through 8-bit coverage: the blend of solid fills,
/// strokes and text, the most common work of the blitter.
///
/// Every pixel gets `out = div255(colour · m) + div255(dst · (255 − div255(a · m)))` per channel, in
/// integers. With `pairs`, two pixels are blended per step in the 16-bit lanes of a `SIMD8<UInt16>`
/// (x ≤ 255² keeps `div255` inside `UInt16`); without, one channel at a time in `Int32`. Both give the
/// same bytes (`SIMDBlendingTests` renders every raster golden both ways). At m = 0 the formula leaves
/// the pixel as it is and at m = a = 255 it writes the colour, so those shortcuts change nothing.
struct SolidSourceOver {
    let r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// The colour twice, one pixel per half.
    private let colour: SIMD8<UInt16>
    /// The colour's alpha in every lane.
    private let alpha: SIMD8<UInt16>
    /// The colour as one 32-bit store, in memory order.
    let word: UInt32
    /// Two pixels of the colour as one 8-byte store, converted once here rather than per pair.
    private let pairBytes: SIMD8<UInt8>

    init(_ c: (UInt8, UInt8, UInt8, UInt8)) {
        (r, g, b, a) = c
        colour = SIMD8<UInt16>(
            UInt16(c.0), UInt16(c.1), UInt16(c.2), UInt16(c.3), UInt16(c.0), UInt16(c.1), UInt16(c.2), UInt16(c.3))
        alpha = SIMD8<UInt16>(repeating: UInt16(c.3))
        word = Canvas.pixelWord(c)
        pairBytes = SIMD8<UInt8>(c.0, c.1, c.2, c.3, c.0, c.1, c.2, c.3)
    }

    // `@_transparent` so that debug builds inline the pixel helpers into these loops (only within this
    // file: ARCHITECTURE.md, Habits).
    /// Blends `count` pixels from `p` on, pixel i through `coverage[i]`.
    @_transparent
    func blend(coverage row: UnsafePointer<UInt8>, count: Int, into start: UnsafeMutablePointer<UInt8>, pairs: Bool) {
        var p = start
        var x = 0
        // Coverage comes in runs of empty, partial and full pixels, so these branches predict well.
        while pairs && x + 1 < count {
            let m0 = UInt16(row[x])
            let m1 = UInt16(row[x + 1])
            if m0 | m1 == 0 {
                p += 8
                x += 2
                continue
            }
            if m0 & m1 == 255 && a == 255 {
                UnsafeMutableRawPointer(p).storeBytes(of: pairBytes, as: SIMD8<UInt8>.self)
                p += 8
                x += 2
                continue
            }
            let m = SIMD8<UInt16>(m0, m0, m0, m0, m1, m1, m1, m1)
            blendPair(p, scaled: div255Lanes(colour &* m), inverse: 255 &- div255Lanes(alpha &* m))
            p += 8
            x += 2
        }
        while x < count {
            let m = Int32(row[x])
            if m == 255 && a == 255 {
                UnsafeMutableRawPointer(p).storeBytes(of: word, as: UInt32.self)
            } else if m != 0 {
                blendOne(p, coverage: m)
            }
            p += 4
            x += 1
        }
    }

    /// Blends `count` pixels from `p` on, all through coverage `m` (the inside of a shape).
    @_transparent
    func blend(constant m: UInt8, count: Int, into start: UnsafeMutablePointer<UInt8>, pairs: Bool) {
        guard m != 0 else { return }
        if m == 255 && a == 255 {
            MemoryFill.words(
                UnsafeMutableRawPointer(start).bindMemory(to: UInt32.self, capacity: count), word, count: count)
            return
        }
        var p = start
        var x = 0
        if pairs {
            let lanes = SIMD8<UInt16>(repeating: UInt16(m))
            let scaled = div255Lanes(colour &* lanes)
            let inverse = 255 &- div255Lanes(alpha &* lanes)
            while x + 1 < count {
                blendPair(p, scaled: scaled, inverse: inverse)
                p += 8
                x += 2
            }
        }
        while x < count {
            blendOne(p, coverage: Int32(m))
            p += 4
            x += 1
        }
    }

    /// Two pixels at `p`: `scaled` (the colour times coverage) plus the destination times `inverse`.
    @_transparent
    private func blendPair(_ p: UnsafeMutablePointer<UInt8>, scaled: SIMD8<UInt16>, inverse: SIMD8<UInt16>) {
        let d = UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self)
        let out = scaled &+ div255Lanes(SolidSourceOver.widen(d) &* inverse)
        UnsafeMutableRawPointer(p).storeBytes(of: SolidSourceOver.narrow(out), as: SIMD8<UInt8>.self)
    }

    /// One pixel at `p` through coverage `m`, channel by channel.
    @_transparent
    private func blendOne(_ p: UnsafeMutablePointer<UInt8>, coverage m: Int32) {
        let inv = 255 - div255(Int32(a) &* m)
        p[0] = UInt8(truncatingIfNeeded: div255(Int32(r) &* m) &+ div255(Int32(p[0]) &* inv))
        p[1] = UInt8(truncatingIfNeeded: div255(Int32(g) &* m) &+ div255(Int32(p[1]) &* inv))
        p[2] = UInt8(truncatingIfNeeded: div255(Int32(b) &* m) &+ div255(Int32(p[2]) &* inv))
        p[3] = UInt8(truncatingIfNeeded: div255(Int32(a) &* m) &+ div255(Int32(p[3]) &* inv))
    }

    // The stdlib's generic `SIMD8(truncatingIfNeeded:)` is one shared specialisation that the
    // optimiser sometimes leaves out of line (a call per pixel pair, measured on text); these lane
    // loops are always inlined and vectorise to the same zero-extension and truncation.
    /// The eight bytes as 16-bit lanes.
    @_transparent
    private static func widen(_ v: SIMD8<UInt8>) -> SIMD8<UInt16> {
        var out = SIMD8<UInt16>()
        for i in 0..<8 { out[i] = UInt16(v[i]) }
        return out
    }

    /// The low byte of each 16-bit lane.
    @_transparent
    private static func narrow(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> {
        var out = SIMD8<UInt8>()
        for i in 0..<8 { out[i] = UInt8(truncatingIfNeeded: v[i]) }
        return out
    }
}
