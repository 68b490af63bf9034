import Raster

/// An image of a view: pixels, PNG bytes and the display list they came from.
public struct RenderedImage: Sendable {
    /// Premultiplied RGBA8 pixels, `scale` × the size in points (rounded up).
    public let bitmap: Bitmap
    /// The drawing commands.
    public let displayList: DisplayList
    /// Device pixels per point.
    public let scale: CGFloat

    /// The view's size in points.
    public var size: CGSize { displayList.size }

    /// The PNG encoding (deterministic: the same pixels always give the same bytes).
    public func pngData() throws(RenderError) -> [UInt8] {
        do { return try PNGCodec.encode(bitmap) } catch { throw .raster(error) }
    }

    /// Writes the PNG to `path` through a temporary file and a rename, so no half-written file is left.
    public func writePNG(to path: String) throws(RenderError) {
        do { try PNGCodec.write(bitmap, to: path) } catch { throw .raster(error) }
    }
}
