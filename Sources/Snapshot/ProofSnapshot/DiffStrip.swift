import Raster

/// The image attached to a failing image snapshot: reference | difference | new, side by side.
///
/// The difference panel covers both sizes. It shows the reference composited over white as a faded
/// grey, pixels that fail in magenta, pixels that differ but are within `perceptualPrecision` in
/// orange, and pixels that exist in only one of the images in magenta too.
public enum DiffStrip {
    /// Colour of failing pixels in the difference panel (opaque magenta).
    public static let failingColor: [UInt8] = [255, 0, 255, 255]
    /// Colour of differing pixels within the perceptual threshold (opaque orange).
    public static let toleratedColor: [UInt8] = [255, 160, 0, 255]

    /// Builds the strip: `expected.width + max(widths) + actual.width` wide, as tall as the taller
    /// image; throws `.invalidCanvasSize` when that exceeds `Bitmap.maxDimension`.
    public static func make(
        expected: Bitmap, actual: Bitmap, perceptualPrecision: Float = 1
    ) throws(RasterError) -> Bitmap {
        let diffWidth = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        var strip = try Bitmap(width: expected.width + diffWidth + actual.width, height: height)
        copy(expected, into: &strip, atX: 0)
        copy(actual, into: &strip, atX: expected.width + diffWidth)

        let matcher = PixelMatcher(perceptualPrecision: perceptualPrecision)
        let left = expected.width
        let stripWidth = strip.width
        strip.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<diffWidth {
                    let inExpected = x < expected.width && y < expected.height
                    let inActual = x < actual.width && y < actual.height
                    let colour: [UInt8]
                    switch (inExpected, inActual) {
                    case (false, false):
                        continue
                    case (true, false), (false, true):
                        colour = failingColor
                    case (true, true):
                        let e = expected.pixel(x: x, y: y)
                        let a = actual.pixel(x: x, y: y)
                        if e == a {
                            let grey = faded(e)
                            let i = (y * stripWidth + left + x) * 4
                            out[i] = grey
                            out[i + 1] = grey
                            out[i + 2] = grey
                            out[i + 3] = 255
                            continue
                        }
                        let deltaE = PixelMatcher.deltaE(e, a)
                        colour = matcher.classifyDiffering(deltaE: deltaE) == .failing ? failingColor : toleratedColor
                    }
                    let i = (y * stripWidth + left + x) * 4
                    for k in 0..<4 { out[i + k] = colour[k] }
                }
            }
        }
        return strip
    }

    /// The grey of an unchanged pixel: its luma after compositing over white, faded towards white
    /// (255 − (255 − luma) / 3).
    private static func faded(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> UInt8 {
        let cover = 255 - Int(p.a)
        let r = min(255, Int(p.r) + cover)
        let g = min(255, Int(p.g) + cover)
        let b = min(255, Int(p.b) + cover)
        let luma = (77 * r + 150 * g + 29 * b + 128) >> 8
        return UInt8(255 - (255 - luma) / 3)
    }

    /// Copies `source` row by row into `strip` with its left edge at column `x`.
    private static func copy(_ source: Bitmap, into strip: inout Bitmap, atX x: Int) {
        let rowBytes = source.width * 4
        for y in 0..<source.height {
            let from = y * rowBytes
            let to = (y * strip.width + x) * 4
            strip.pixels.replaceSubrange(to..<to + rowBytes, with: source.pixels[from..<from + rowBytes])
        }
    }
}
