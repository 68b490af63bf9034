import Foundation

/// A raster image of premultiplied RGBA8 pixels in sRGB-encoded values, rows top to bottom, no padding.
public struct Bitmap: Hashable, Sendable {
    /// Largest width or height accepted, in pixels.
    public static let maxDimension = 16_384
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, colour premultiplied by alpha.
    public var pixels: [UInt8]

    /// Whether both have the same size and the same bytes. Compared with `memcmp`: the synthesised
    /// comparison went through `[UInt8]`'s `==` a byte at a time, a tenth of the time of verifying a
    /// golden set (its PNG decoding included).
    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        guard a.width == b.width, a.height == b.height, a.pixels.count == b.pixels.count else { return false }
        return a.pixels.withUnsafeBytes { x in
            b.pixels.withUnsafeBytes { y in
                x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
    }

    /// Creates a transparent bitmap, or throws when a side is not in 1...`maxDimension`.
    public init(width: Int, height: Int) throws(RasterError) {
        try Bitmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Wraps existing premultiplied RGBA8 bytes; throws when the count does not match the size.
    public init(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) throws(RasterError) {
        try Bitmap.validate(width: width, height: height)
        guard pixels.count == width * height * 4 else {
            throw .pixelCountMismatch(expected: width * height * 4, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Checks that a canvas size is allowed before anything is allocated.
    public static func validate(width: Int, height: Int) throws(RasterError) {
        guard width >= 1, height >= 1, width <= maxDimension, height <= maxDimension else {
            throw .invalidCanvasSize(width: width, height: height, limit: maxDimension)
        }
    }

    /// The premultiplied pixel at (x, y) as (r, g, b, a).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The pixels converted to straight (un-premultiplied) RGBA8, as PNG stores them.
    public func unpremultipliedRGBA() -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { buffer in
            // A raw pointer, the channels written out and the clamp spelled as a comparison: the
            // same values, without per-pixel generic calls in debug builds, where tests encode.
            let p = buffer.baseAddress!
            let count = buffer.count
            var i = 0
            while i < count {
                let a = Int(p[i + 3])
                if a == 255 {
                    i += 4
                    continue
                }
                if a == 0 {
                    p[i] = 0
                    p[i + 1] = 0
                    p[i + 2] = 0
                } else {
                    let half = a / 2
                    let r = (Int(p[i]) * 255 + half) / a
                    let g = (Int(p[i + 1]) * 255 + half) / a
                    let b = (Int(p[i + 2]) * 255 + half) / a
                    p[i] = UInt8(truncatingIfNeeded: r < 255 ? r : 255)
                    p[i + 1] = UInt8(truncatingIfNeeded: g < 255 ? g : 255)
                    p[i + 2] = UInt8(truncatingIfNeeded: b < 255 ? b : 255)
                }
                i += 4
            }
        }
        return out
    }

    /// Creates a bitmap from straight (un-premultiplied) RGBA8 bytes.
    public init(width: Int, height: Int, straightRGBA: [UInt8]) throws(RasterError) {
        try self.init(width: width, height: height, premultipliedRGBA: straightRGBA)
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = Int(p[i + 3])
                if a != 255 {
                    for k in 0..<3 { p[i + k] = UInt8((Int(p[i + k]) * a + 127) / 255) }
                }
                i += 4
            }
        }
    }
}
