/// The blitter: the loops that bring coverage to the current target's pixels through the clip, the
/// global alpha and the blend mode — runs of coverage from the scan converter (`withBlitter`),
/// glyph masks of one solid colour (`blendSolid`), blurred shadow masks (`compositeMask`) and
/// finished layers (`compositeLayer`). The arithmetic on one pixel is in `PixelBlending.swift`.
extension Canvas {
    /// Whether loops blend two pixels per step in SIMD lanes by default: when this module is
    /// optimised (always, unless built with `PROOF_ENGINE_ONONE`: see Package.swift). Unoptimised
    /// builds blend pixel by pixel with the same integer arithmetic (the same bytes), because
    /// unspecialised SIMD code is many times slower at -Onone. A canvas's `blendsInPairs` starts
    /// with this value.
    #if PROOF_ENGINE_ONONE
        static let blendsPairs = false
    #else
        static let blendsPairs = true
    #endif

    /// Calls `body` with a function that composites `shader` through one run of coverage (and the
    /// clip, global alpha and blend mode) onto the current target.
    func withBlitter(shader: Shader, _ body: ((CoverageSpan) -> Void) -> Void) {
        var box = PixelBox.empty
        withUntrackedBlitter(shader: shader) { untracked in
            withoutActuallyEscaping(untracked) { blit in
                body { span in
                    box.include(x0: span.x, y0: span.y, x1: span.x + span.count, y1: span.y + 1)
                    blit(span)
                }
            }
        }
        written.include(box)
    }

    /// The premultiplied colour of `shader` when its runs can go to a `SolidSpanSink` (integer
    /// source-over): a solid colour in normal mode at full global alpha, without a clip; else nil.
    func solidSinkColour(_ shader: Shader) -> (UInt8, UInt8, UInt8, UInt8)? {
        guard case .solid(let c) = shader, blendMode == .normal, clip == nil,
            Float(Swift.min(1, Swift.max(0, alpha))) == 1
        else { return nil }
        return c
    }

    /// `withBlitter` without growing `written` (its caller does).
    private func withUntrackedBlitter(shader: Shader, _ body: ((CoverageSpan) -> Void) -> Void) {
        let w = width
        let globalAlpha = Float(Swift.min(1, Swift.max(0, alpha)))
        let mode = blendMode
        let clip = self.clip
        pixels.withUnsafeMutableBufferPointer { dst in
            let base = dst.baseAddress!
            if let c = solidSinkColour(shader) {
                // Integer fast path: source-over of one premultiplied colour.
                var sink = SolidSpanSink(colour: c, into: base, width: w, pairs: blendsInPairs)
                body { sink.blit($0) }
                return
            }
            if case .solid(let bytes) = shader, mode == .normal {
                // One colour source-over through a clip or a global alpha: the general loop below
                // with the colour read once and the blend written out, lane for lane the same
                // arithmetic (so the same bytes). Clipped and faded fills are common in views.
                let col = shader.color(x: 0, y: 0)
                let (cr, cg, cb, ca) = (col.x, col.y, col.z, col.w)
                let clipCoverage = clip?.coverage ?? []
                let clipped = clip != nil
                // Where coverage and clip are both full, an opaque colour at full alpha blends to
                // exactly its own bytes (checked for every byte by `BlitterArithmeticTests`): stored whole.
                let opaque = bytes.3 == 255 && globalAlpha == 1
                let word = Self.pixelWord(bytes)
                clipCoverage.withUnsafeBufferPointer { clipValues in
                    body { span in
                        let row = span.y * w + span.x
                        var j = row * 4
                        var i = 0
                        while i < span.count {
                            defer {
                                i += 1
                                j += 4
                            }
                            let coverage = span[i]
                            if opaque, coverage == 255, !clipped || clipValues[row + i] == 255 {
                                UnsafeMutableRawPointer(base + j).storeBytes(of: word, as: UInt32.self)
                                continue
                            }
                            var m = Float(coverage) / 255
                            if clipped { m *= Float(clipValues[row + i]) / 255 }
                            guard m > 0 else { continue }
                            let k = m * globalAlpha
                            blendNormal(cr * k, cg * k, cb * k, ca * k, into: dst, at: j)
                        }
                    }
                }
                return
            }
            body { span in
                let y = span.y
                let x = span.x
                var j = (y * w + x) * 4
                for i in 0..<span.count {
                    var m = Float(span[i]) / 255
                    if let clip { m *= Float(clip.coverage[y * w + x + i]) / 255 }
                    if m > 0 {
                        let src = shader.color(x: x + i, y: y) * (m * globalAlpha)
                        blendPixel(src, mode, into: dst, at: j)
                    }
                    j += 4
                }
            }
        }
    }

    /// The RGBA bytes `c` as one 32-bit store, in memory order.
    static func pixelWord(_ c: (UInt8, UInt8, UInt8, UInt8)) -> UInt32 {
        UInt32(littleEndian: UInt32(c.0) | UInt32(c.1) << 8 | UInt32(c.2) << 16 | UInt32(c.3) << 24)
    }

    /// Source-over of one premultiplied colour through a mask, row by row: the common case of
    /// text, with no span splitting or closure per run. Same arithmetic as `withBlitter`'s fast path;
    /// `pairs` as `blendsInPairs`.
    static func blendSolid(
        _ c: (UInt8, UInt8, UInt8, UInt8), through placed: PlacedMask, box: PixelBox,
        into base: UnsafeMutablePointer<UInt8>, stride w: Int, pairs: Bool
    ) {
        let mask = placed.mask
        let mw = mask.width
        let left = mask.left + placed.dx
        let top = mask.top + placed.dy
        let solid = SolidSourceOver(c)
        mask.coverage.withUnsafeBufferPointer { cov in
            let src = cov.baseAddress!
            for y in box.y0..<box.y1 {
                let row = src + (y - top) * mw - left
                solid.blend(
                    coverage: row + box.x0, count: box.x1 - box.x0, into: base + (y * w + box.x0) * 4, pairs: pairs)
            }
        }
    }

    /// Blurs an 8-bit mask (placed at `originX/Y` in device pixels), tints it and composites it at `offset`.
    func compositeMask(
        _ mask: [UInt8], maskWidth mw: Int, maskHeight mh: Int, originX: Int, originY: Int, sigma: Double,
        offset: Point,
        color: Color, opacity: Double, under cover: [UInt8]? = nil
    ) {
        var blurred = mask
        if sigma > 0 { GaussianBlur(sigma: sigma).apply(to: &blurred, width: mw, height: mh) }
        // Integer pixel offset is exact; a fractional remainder shifts by bilinear resampling.
        let ox = offset.x.rounded(.down)
        let oy = offset.y.rounded(.down)
        let fx = Float(offset.x - ox)
        let fy = Float(offset.y - oy)
        let baseX = originX + Int(ox)
        let baseY = originY + Int(oy)
        let (cr, cg, cb, ca) = color.premultiplied8
        let col = SIMD4<Float>(Float(cr), Float(cg), Float(cb), Float(ca)) / 255
        // The lanes as scalars for the source-over path (see `blendNormal`).
        let (colR, colG, colB, colA) = (col.x, col.y, col.z, col.w)
        let k = Float(Swift.min(1, Swift.max(0, opacity))) * Float(Swift.min(1, Swift.max(0, alpha)))
        let w = width
        let h = height
        let mode = blendMode
        let clip = self.clip
        let whole = fx == 0 && fy == 0
        let isNormal = mode == .normal
        let covering = cover ?? []
        let covered = cover != nil
        // With a whole offset, no clip and normal blending, a pixel's result depends only on its mask
        // byte and its own bytes: under a shadow the backdrop is mostly one colour, so results over the
        // first backdrop colour met are kept per mask byte and stored again (the same bytes, without
        // the float source-over, which was half of a card shadow's time).
        let memoised = whole && isNormal && clip == nil
        var memoBackdrop: UInt32? = nil
        var memo = [UInt32?](repeating: nil, count: 256)
        covering.withUnsafeBufferPointer { cover in
            blurred.withUnsafeBufferPointer { bl in
                @inline(__always) func sample(_ x: Int, _ y: Int) -> Float {
                    x >= 0 && y >= 0 && x < mw && y < mh ? Float(bl[y * mw + x]) : 0
                }
                written.include(x0: baseX, y0: baseY, x1: baseX + mw + 1, y1: baseY + mh + 1)
                pixels.withUnsafeMutableBufferPointer { dst in
                    // `while` loops and the whole-offset sample inlined: debug builds call every closure
                    // and iterate ranges slowly, and this runs once per pixel of every shadow.
                    let yEnd = Swift.min(h, baseY + mh + 1)
                    let xStart = Swift.max(0, baseX)
                    let xEnd = Swift.min(w, baseX + mw + 1)
                    var y = Swift.max(0, baseY)
                    while y < yEnd {
                        defer { y += 1 }
                        let my = y - baseY
                        var x = xStart - 1
                        while x + 1 < xEnd {
                            x += 1
                            // Under an opaque pixel of the layer that will cover it, nothing shows.
                            if covered, cover[(y * w + x) * 4 + 3] == 255 { continue }
                            let mx = x - baseX
                            if memoised {
                                let byte = my < mh && mx < mw ? Int(bl[my * mw + mx]) : 0
                                if byte == 0 { continue }
                                let j = (y * w + x) * 4
                                let pixel = UnsafeMutableRawPointer(dst.baseAddress! + j)
                                let backdrop = pixel.loadUnaligned(as: UInt32.self)
                                if memoBackdrop == nil { memoBackdrop = backdrop }
                                if backdrop == memoBackdrop, let known = memo[byte] {
                                    pixel.storeBytes(of: known, as: UInt32.self)
                                    continue
                                }
                                let m = Float(byte) / 255 * k
                                if m > 0 { blendNormal(colR * m, colG * m, colB * m, colA * m, into: dst, at: j) }
                                if backdrop == memoBackdrop { memo[byte] = pixel.loadUnaligned(as: UInt32.self) }
                                continue
                            }
                            // Value at (mx - fx, my - fy) in mask space (whole-pixel offsets need one sample).
                            let v: Float
                            if whole {
                                v = my < mh && mx < mw ? Float(Int(bl[my * mw + mx])) : 0
                            } else {
                                v =
                                    sample(mx, my) * (1 - fx) * (1 - fy) + sample(mx - 1, my) * fx * (1 - fy)
                                    + sample(mx, my - 1) * (1 - fx) * fy + sample(mx - 1, my - 1) * fx * fy
                            }
                            if v == 0 { continue }
                            var m = v / 255 * k
                            if let clip { m *= Float(clip.coverage[y * w + x]) / 255 }
                            if m <= 0 { continue }
                            let j = (y * w + x) * 4
                            if isNormal {
                                blendNormal(colR * m, colG * m, colB * m, colA * m, into: dst, at: j)
                            } else {
                                blendPixel(col * m, mode, into: dst, at: j)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether `compositeLayer` with this layer opacity, global alpha and blend mode leaves every
    /// opaque pixel of the layer exactly as the layer has it: what lies beneath such a pixel (the
    /// layer's own shadow) never shows, so it need not be drawn.
    static func coversOpaquePixels(opacity layerOpacity: Double, alpha: Double, blendMode mode: BlendMode) -> Bool {
        mode == .normal && layerOpacity.isFinite && layerOpacity >= 1 && alpha >= 1
    }

    /// Composites a finished layer's pixels (`content`, premultiplied RGBA8 of the canvas size) onto the
    /// current target inside `drawn`, with the layer's `opacity` and `blendMode` and the global alpha.
    func compositeLayer(_ content: [UInt8], in drawn: PixelBox, opacity layerOpacity: Double, blendMode mode: BlendMode)
    {
        // A finished layer is composited with its opacity and the context's global alpha (as Core Graphics).
        let opacity = Float(
            Swift.min(1, Swift.max(0, layerOpacity.isFinite ? layerOpacity : 0)) * Swift.min(1, Swift.max(0, alpha)))
        let w = width
        let isNormal = mode == .normal
        let copiesOpaque = Self.coversOpaquePixels(opacity: layerOpacity, alpha: alpha, blendMode: mode)
        written.include(drawn)
        pixels.withUnsafeMutableBufferPointer { d in
            content.withUnsafeBufferPointer { s in
                let f = opacity / 255
                // `while` loops and concrete conversions: this runs once per pixel of every layer,
                // and debug builds iterate ranges and convert generically much more slowly.
                var y = drawn.y0
                while y < drawn.y1 {
                    defer { y += 1 }
                    var i = y * w + drawn.x0 - 1
                    let end = y * w + drawn.x1
                    while i + 1 < end {
                        i += 1
                        let sourceAlpha = s[i * 4 + 3]
                        guard sourceAlpha != 0 else { continue }
                        let j = i * 4
                        if copiesOpaque, sourceAlpha == 255 {
                            // Source-over of an opaque pixel at full opacity gives its own bytes
                            // (checked for every byte by `BlitterArithmeticTests`): copied whole.
                            UnsafeMutableRawPointer(d.baseAddress! + j).storeBytes(
                                of: UnsafeRawPointer(s.baseAddress! + j).loadUnaligned(as: UInt32.self),
                                as: UInt32.self)
                            continue
                        }
                        if isNormal {
                            blendNormal(
                                Float(Int(s[j])) * f, Float(Int(s[j + 1])) * f, Float(Int(s[j + 2])) * f,
                                Float(Int(s[j + 3])) * f, into: d, at: j)
                            continue
                        }
                        let src =
                            SIMD4<Float>(Float(s[j]), Float(s[j + 1]), Float(s[j + 2]), Float(s[j + 3]))
                            * (opacity / 255)
                        blendPixel(src, mode, into: d, at: j)
                    }
                }
            }
        }
    }
}
