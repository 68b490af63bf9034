import Raster

/// Why drawing a text layout failed: a font problem or a canvas problem.
public enum TextRenderingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A glyph could not be loaded.
    case font(FontError)
    /// The canvas rejected the drawing.
    case raster(RasterError)

    /// The underlying message.
    public var description: String {
        switch self {
        case .font(let e): return e.description
        case .raster(let e): return e.description
        }
    }
}
