extension Canvas {
    /// Composites `paint` through `mask`, moved by (`dx`, `dy`) whole device pixels, with the current
    /// clip, global alpha and blend mode. The canvas transform places the paint (gradients), not the
    /// mask: masks are already in device pixels.
    public func fill(_ mask: CoverageMask, dx: Int = 0, dy: Int = 0, with paint: Paint) throws(RasterError) {
        try fill([PlacedMask(mask, dx: dx, dy: dy)], with: paint)
    }

    /// Composites `paint` through each mask in turn (a text run's glyphs): the same pixels as one
    /// `fill(_:dx:dy:with:)` per mask, with the paint resolved once.
    public func fill(_ masks: [PlacedMask], with paint: Paint) throws(RasterError) {
        guard alpha > 0, !masks.isEmpty else { return }
        let shader = try Shader(paint: paint, transform: transform)
        let bounds = clip?.bounds ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        if case .solid(let c) = shader, blendMode == .normal, alpha >= 1, clip == nil {
            let w = width
            pixels.withUnsafeMutableBufferPointer { dst in
                for placed in masks {
                    guard let box = placed.visibleBox(in: bounds) else { continue }
                    Self.blendSolid(c, through: placed, box: box, into: dst.baseAddress!, stride: w)
                }
            }
            return
        }
        for placed in masks {
            guard let box = placed.visibleBox(in: bounds) else { continue }
            let mask = placed.mask
            let left = mask.left + placed.dx
            let top = mask.top + placed.dy
            mask.coverage.withUnsafeBufferPointer { cov in
                let base = cov.baseAddress!
                withBlitter(shader: shader) { blit in
                    for y in box.y0..<box.y1 {
                        let row = base + (y - top) * mask.width
                        // Split the row into runs of non-zero coverage so empty pixels cost nothing.
                        var x = box.x0
                        while x < box.x1 {
                            while x < box.x1 && row[x - left] == 0 { x += 1 }
                            let start = x
                            while x < box.x1 && row[x - left] != 0 { x += 1 }
                            if x > start {
                                blit(
                                    CoverageSpan(
                                        y: y, x: start, count: x - start, values: row + (start - left), constant: 0))
                            }
                        }
                    }
                }
            }
        }
    }

    /// Source-over of one premultiplied colour through a mask, pixel by pixel: the common case of
    /// text, with no span splitting or closure per run. Same arithmetic as `withBlitter`'s fast path.
    private static func blendSolid(
        _ c: (UInt8, UInt8, UInt8, UInt8), through placed: PlacedMask, box: PixelBox,
        into base: UnsafeMutablePointer<UInt8>,
        stride w: Int
    ) {
        let (r, g, b, a) = c
        let mask = placed.mask
        let mw = mask.width
        let left = mask.left + placed.dx
        let top = mask.top + placed.dy
        // Two pixels per step in 16-bit lanes (x ≤ 255² keeps div255 inside UInt16).
        let colour = SIMD8<UInt16>(
            UInt16(r), UInt16(g), UInt16(b), UInt16(a), UInt16(r), UInt16(g), UInt16(b), UInt16(a))
        let alpha = SIMD8<UInt16>(repeating: UInt16(a))
        mask.coverage.withUnsafeBufferPointer { cov in
            let src = cov.baseAddress!
            for y in box.y0..<box.y1 {
                let row = src + (y - top) * mw - left
                var p = base + (y * w + box.x0) * 4
                var x = box.x0
                // At m = 0 the formula leaves the pixel as it is and at m = a = 255 it writes the
                // colour, exactly, so the shortcuts below give the same bytes as the formula.
                while x + 1 < box.x1 {
                    let m0 = UInt16(row[x])
                    let m1 = UInt16(row[x + 1])
                    // Glyph masks are mostly empty or solid in runs, so these branches predict well.
                    if m0 | m1 == 0 {
                        p += 8
                        x += 2
                        continue
                    }
                    if m0 & m1 == 255 && a == 255 {
                        UnsafeMutableRawPointer(p).storeBytes(
                            of: SIMD8<UInt8>(truncatingIfNeeded: colour), as: SIMD8<UInt8>.self)
                        p += 8
                        x += 2
                        continue
                    }
                    let m = SIMD8<UInt16>(m0, m0, m0, m0, m1, m1, m1, m1)
                    let inv = 255 &- div255Lanes(alpha &* m)
                    let d = UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self)
                    let out = div255Lanes(colour &* m) &+ div255Lanes(SIMD8<UInt16>(truncatingIfNeeded: d) &* inv)
                    UnsafeMutableRawPointer(p).storeBytes(
                        of: SIMD8<UInt8>(truncatingIfNeeded: out), as: SIMD8<UInt8>.self)
                    p += 8
                    x += 2
                }
                if x < box.x1 {
                    let m = Int32(row[x])
                    let inv = 255 - div255(Int32(a) &* m)
                    p[0] = UInt8(truncatingIfNeeded: div255(Int32(r) &* m) &+ div255(Int32(p[0]) &* inv))
                    p[1] = UInt8(truncatingIfNeeded: div255(Int32(g) &* m) &+ div255(Int32(p[1]) &* inv))
                    p[2] = UInt8(truncatingIfNeeded: div255(Int32(b) &* m) &+ div255(Int32(p[2]) &* inv))
                    p[3] = UInt8(truncatingIfNeeded: div255(Int32(a) &* m) &+ div255(Int32(p[3]) &* inv))
                }
            }
        }
    }

    /// Rounded x / 255 per lane for 0 ≤ x ≤ 255².
    @inline(__always)
    private static func div255Lanes(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

}

extension PlacedMask {
    /// The device pixels of the moved mask inside `bounds`, nil when none are.
    func visibleBox(in bounds: PixelBox) -> PixelBox? {
        guard mask.width > 0, mask.height > 0 else { return nil }
        let left = mask.left + dx
        let top = mask.top + dy
        let x0 = Swift.max(bounds.x0, left)
        let x1 = Swift.min(bounds.x1, left + mask.width)
        let y0 = Swift.max(bounds.y0, top)
        let y1 = Swift.min(bounds.y1, top + mask.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
