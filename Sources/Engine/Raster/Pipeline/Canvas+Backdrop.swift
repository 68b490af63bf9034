import Foundation

extension Canvas {
    /// Replaces what is drawn under `path` with its Gaussian blur (σ = radius / 2, the shadow's
    /// model; `radius` in user units), as a backdrop filter does: the base of a material, whose
    /// tint is then filled over it.
    ///
    /// What is blurred is everything drawn so far as it would be composited, open layers
    /// included (each flattened over its parent with its opacity, source-over: a layer's blend
    /// mode does not apply to the backdrop), so a material inside a shadowed or faded group still
    /// sees the content behind the group. Pixels outside the canvas repeat its edge, so the canvas
    /// border does not darken the blur. The result replaces the target's pixels in proportion to
    /// the path's coverage (and the clip's, and `alpha`). Returns without drawing when the path
    /// covers no pixel.
    public func drawBackdropBlur(under path: Path, rule: FillRule = .nonZero, radius: Double) throws(RasterError) {
        try checkFinite(path)
        guard radius.isFinite else { throw .nonFiniteGeometry("backdrop blur radius \(radius)") }
        guard alpha > 0 else { return }
        let sigma = Swift.min(Shadow.maxSigma, Swift.max(0, radius) / 2 * transform.maxScale)
        save()
        defer { try? restore() }
        try clip(to: path, rule: rule)
        guard let mask = clip else { return }
        let box = PixelBox(
            x0: Swift.max(0, mask.bounds.x0), y0: Swift.max(0, mask.bounds.y0),
            x1: Swift.min(width, mask.bounds.x1), y1: Swift.min(height, mask.bounds.y1))
        guard box.x1 > box.x0, box.y1 > box.y0 else { return }
        let margin = Int((3 * sigma).rounded(.up)) + 2
        let bw = box.x1 - box.x0 + 2 * margin
        let bh = box.y1 - box.y0 + 2 * margin
        // One plane per premultiplied channel, the canvas edge repeated into the margin.
        var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: bw * bh), count: 4)
        let backdrop = flattenedBackdrop(
            in: PixelBox(
                x0: Swift.max(0, box.x0 - margin), y0: Swift.max(0, box.y0 - margin),
                x1: Swift.min(width, box.x1 + margin), y1: Swift.min(height, box.y1 + margin)))
        let sourceWidth = backdrop.box.x1 - backdrop.box.x0
        // The source column of each plane column and the source row of each plane row (clamped: the
        // edge repeats), computed once; the loops run over buffers, without per-pixel checks.
        let columns = (0..<bw).map {
            Swift.min(backdrop.box.x1 - 1, Swift.max(backdrop.box.x0, box.x0 - margin + $0)) - backdrop.box.x0
        }
        let rows = (0..<bh).map {
            Swift.min(backdrop.box.y1 - 1, Swift.max(backdrop.box.y0, box.y0 - margin + $0)) - backdrop.box.y0
        }
        backdrop.pixels.withUnsafeBufferPointer { source in
            for c in 0..<4 {
                planes[c].withUnsafeMutableBufferPointer { plane in
                    for y in 0..<bh {
                        let from = rows[y] * sourceWidth
                        let to = y * bw
                        for x in 0..<bw { plane[to + x] = source[(from + columns[x]) * 4 + c] }
                    }
                }
            }
        }
        let blur = GaussianBlur(sigma: sigma)
        for c in 0..<4 { blur.apply(to: &planes[c], width: bw, height: bh) }
        let a = Int((alpha * 255).rounded())
        let w = width
        written.include(box)
        let (red, green, blue, opacity) = (planes[0], planes[1], planes[2], planes[3])
        mask.coverage.withUnsafeBufferPointer { coverage in
            red.withUnsafeBufferPointer { red in
                green.withUnsafeBufferPointer { green in
                    blue.withUnsafeBufferPointer { blue in
                        opacity.withUnsafeBufferPointer { opacity in
                            pixels.withUnsafeMutableBufferPointer { px in
                                for y in box.y0..<box.y1 {
                                    for x in box.x0..<box.x1 {
                                        let cov = div255(Int(coverage[y * w + x]) * a)
                                        guard cov > 0 else { continue }
                                        let p = (y - box.y0 + margin) * bw + (x - box.x0 + margin)
                                        let blurredAlpha = Int(opacity[p])
                                        let d = (y * w + x) * 4
                                        // A blurred premultiplied channel can round above its alpha:
                                        // clamp it.
                                        let sources = (
                                            Swift.min(blurredAlpha, Int(red[p])),
                                            Swift.min(blurredAlpha, Int(green[p])),
                                            Swift.min(blurredAlpha, Int(blue[p])), blurredAlpha
                                        )
                                        var dst = Int(px[d])
                                        px[d] = UInt8(dst + div255((sources.0 - dst) * cov))
                                        dst = Int(px[d + 1])
                                        px[d + 1] = UInt8(dst + div255((sources.1 - dst) * cov))
                                        dst = Int(px[d + 2])
                                        px[d + 2] = UInt8(dst + div255((sources.2 - dst) * cov))
                                        dst = Int(px[d + 3])
                                        px[d + 3] = UInt8(dst + div255((sources.3 - dst) * cov))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The pixels of `box` as the canvas would show them if every open layer ended now
    /// (source-over with each layer's opacity), row-major premultiplied RGBA.
    private func flattenedBackdrop(in box: PixelBox) -> (pixels: [UInt8], box: PixelBox) {
        let bw = box.x1 - box.x0
        var out = [UInt8](repeating: 0, count: bw * (box.y1 - box.y0) * 4)
        // Surfaces from the bottom: the canvas, then each layer's content, the current one last.
        let surfaces = layerStack.map(\.parentPixels) + [pixels]
        let opacities = [1.0] + layerStack.map(\.opacity)
        let w = width
        out.withUnsafeMutableBufferPointer { out in
            for (surface, opacity) in zip(surfaces, opacities) {
                let o = Int((opacity * 255).rounded())
                surface.withUnsafeBufferPointer { surface in
                    for y in box.y0..<box.y1 {
                        for x in box.x0..<box.x1 {
                            let s = (y * w + x) * 4
                            let d = ((y - box.y0) * bw + x - box.x0) * 4
                            let sa = div255(Int(surface[s + 3]) * o)
                            guard sa > 0 else { continue }
                            for c in 0..<4 {
                                out[d + c] = UInt8(
                                    Swift.min(
                                        255, div255(Int(surface[s + c]) * o) + div255(Int(out[d + c]) * (255 - sa))))
                            }
                        }
                    }
                }
            }
        }
        return (out, box)
    }
}
