/// Bilinear sampling of a bitmap through an inverse transform (device pixel → image pixel),
/// clamped at the image edges; as a template it keeps only alpha, filled with the tint.
struct ImageSampler {
    let image: Bitmap
    let inverse: Transform
    let tint: SIMD4<Float>?

    init(image: Bitmap, inverse: Transform, tint: Color?) {
        self.image = image
        self.inverse = inverse
        self.tint = tint.map { c in
            let (r, g, b, a) = c.premultiplied8
            return SIMD4<Float>(Float(r), Float(g), Float(b), Float(a)) / 255
        }
    }

    /// Premultiplied colour (0...1) seen at the centre of device pixel (x, y).
    @inline(__always)
    func color(x: Int, y: Int) -> SIMD4<Float> {
        let u = inverse.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let fx = u.x - 0.5
        let fy = u.y - 0.5
        let x0 = fx.rounded(.down)
        let y0 = fy.rounded(.down)
        let tx = Float(fx - x0)
        let ty = Float(fy - y0)
        let w = image.width
        let h = image.height
        @inline(__always) func clampI(_ v: Double, _ hi: Int) -> Int { v < 0 ? 0 : (v > Double(hi) ? hi : Int(v)) }
        let ix0 = clampI(x0, w - 1)
        let ix1 = clampI(x0 + 1, w - 1)
        let iy0 = clampI(y0, h - 1)
        let iy1 = clampI(y0 + 1, h - 1)
        @inline(__always) func px(_ x: Int, _ y: Int) -> SIMD4<Float> {
            let i = (y * w + x) * 4
            let p = image.pixels
            return SIMD4<Float>(Float(p[i]), Float(p[i + 1]), Float(p[i + 2]), Float(p[i + 3]))
        }
        let top = px(ix0, iy0) * (1 - tx) + px(ix1, iy0) * tx
        let bottom = px(ix0, iy1) * (1 - tx) + px(ix1, iy1) * tx
        let c = (top * (1 - ty) + bottom * ty) / 255
        if let tint { return tint * c.w }
        return c
    }
}
