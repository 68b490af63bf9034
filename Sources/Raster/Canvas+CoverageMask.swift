extension Canvas {
    /// Composites `paint` through `mask`, moved by (`dx`, `dy`) whole device pixels, with the current
    /// clip, global alpha and blend mode. The canvas transform places the paint (gradients), not the
    /// mask: masks are already in device pixels.
    public func fill(_ mask: CoverageMask, dx: Int = 0, dy: Int = 0, with paint: Paint) throws(RasterError) {
        guard mask.width > 0, mask.height > 0, alpha > 0 else { return }
        let shader = try Shader(paint: paint, transform: transform)
        let bounds = clip?.bounds ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        let left = mask.left + dx, top = mask.top + dy
        let x0 = Swift.max(bounds.x0, left), x1 = Swift.min(bounds.x1, left + mask.width)
        let y0 = Swift.max(bounds.y0, top), y1 = Swift.min(bounds.y1, top + mask.height)
        guard x1 > x0, y1 > y0 else { return }
        mask.coverage.withUnsafeBufferPointer { cov in
            let base = cov.baseAddress!
            withBlitter(shader: shader) { blit in
                for y in y0..<y1 {
                    let row = base + (y - top) * mask.width
                    // Split the row into runs of non-zero coverage so empty pixels cost nothing.
                    var x = x0
                    while x < x1 {
                        while x < x1 && row[x - left] == 0 { x += 1 }
                        let start = x
                        while x < x1 && row[x - left] != 0 { x += 1 }
                        if x > start {
                            blit(CoverageSpan(y: y, x: start, count: x - start, values: row + (start - left), constant: 0))
                        }
                    }
                }
            }
        }
    }
}
