/// Grows a bounding box pixel by pixel.
struct BoundsAccumulator {
    private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    /// Includes the pixel (x, y).
    mutating func include(x: Int, y: Int) {
        if x < minX { minX = x }
        if x > maxX { maxX = x }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    /// The box of every included pixel, or nil when none was.
    var rect: PixelRect? {
        minX <= maxX ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
    }
}
