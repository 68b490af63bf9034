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
        for y in 0..<bh {
            let sy = Swift.min(backdrop.box.y1 - 1, Swift.max(backdrop.box.y0, box.y0 - margin + y))
            for x in 0..<bw {
                let sx = Swift.min(backdrop.box.x1 - 1, Swift.max(backdrop.box.x0, box.x0 - margin + x))
                let s = ((sy - backdrop.box.y0) * (backdrop.box.x1 - backdrop.box.x0) + sx - backdrop.box.x0) * 4
                for c in 0..<4 { planes[c][y * bw + x] = backdrop.pixels[s + c] }
            }
        }
        let blur = GaussianBlur(sigma: sigma)
        for c in 0..<4 { blur.apply(to: &planes[c], width: bw, height: bh) }
        let a = Int((alpha * 255).rounded())
        written.include(box)
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let cov = div255(Int(mask.coverage[y * width + x]) * a)
                guard cov > 0 else { continue }
                let p = (y - box.y0 + margin) * bw + (x - box.x0 + margin)
                let blurredAlpha = Int(planes[3][p])
                let d = (y * width + x) * 4
                for c in 0..<4 {
                    // A blurred premultiplied channel can round above its alpha: clamp it.
                    let src = c == 3 ? blurredAlpha : Swift.min(blurredAlpha, Int(planes[c][p]))
                    let dst = Int(pixels[d + c])
                    pixels[d + c] = UInt8(dst + div255((src - dst) * cov))
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
        for (surface, opacity) in zip(surfaces, opacities) {
            let o = Int((opacity * 255).rounded())
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 {
                    let s = (y * width + x) * 4
                    let d = ((y - box.y0) * bw + x - box.x0) * 4
                    let sa = div255(Int(surface[s + 3]) * o)
                    guard sa > 0 else { continue }
                    for c in 0..<4 {
                        out[d + c] = UInt8(
                            Swift.min(255, div255(Int(surface[s + c]) * o) + div255(Int(out[d + c]) * (255 - sa))))
                    }
                }
            }
        }
        return (out, box)
    }
}
