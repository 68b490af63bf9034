import Raster

/// A glyph's unhinted outline in font units (y up, origin on the baseline at the pen position).
public struct GlyphOutline: Sendable {
    /// The contours.
    public let path: Path
    /// Fill rule the font asks for (TrueType and CFF outlines are non-zero; a flag can ask for even-odd).
    public let rule: FillRule
}
