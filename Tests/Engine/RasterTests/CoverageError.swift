import Raster

/// Error figures of a rendered coverage against a reference, in 1/255 units.
struct CoverageError: CustomStringConvertible {
    var maxError: Double
    var meanError: Double
    var meanEdgeError: Double
    var edgePixels: Int
    var worst: (x: Int, y: Int)

    /// Compares the alpha channel of `bitmap` with reference coverage `ref` (0...1).
    init(bitmap: Bitmap, reference ref: [Double], only mask: ((Int, Int) -> Bool)? = nil) {
        var maxE = 0.0
        var sum = 0.0
        var n = 0
        var worst = (0, 0)
        var total = 0.0
        var all = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                if let mask, !mask(x, y) { continue }
                let a = Double(bitmap.pixel(x: x, y: y).a)
                let r = min(1, ref[y * bitmap.width + x]) * 255
                let e = abs(a - r)
                if e > maxE {
                    maxE = e
                    worst = (x, y)
                }
                total += e
                all += 1
                // Edge pixels: partially covered in either image.
                if (a > 0 && a < 255) || (r > 0.5 && r < 254.5) {
                    sum += e
                    n += 1
                }
            }
        }
        maxError = maxE
        meanError = all > 0 ? total / Double(all) : 0
        meanEdgeError = n > 0 ? sum / Double(n) : 0
        edgePixels = n
        self.worst = worst
    }

    var description: String {
        "max \(String(format: "%.2f", maxError))/255 at \(worst), mean \(String(format: "%.3f", meanError))/255, "
            + "mean over \(edgePixels) edge pixels \(String(format: "%.3f", meanEdgeError))/255"
    }
}
