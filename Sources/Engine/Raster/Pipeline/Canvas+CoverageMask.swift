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
                    written.include(box)
                    Self.blendSolid(
                        c, through: placed, box: box, into: dst.baseAddress!, stride: w, pairs: blendsInPairs)
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
}
