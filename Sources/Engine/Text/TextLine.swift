import Raster

/// One laid-out line.
public struct TextLine: Sendable {
    /// Scalar offsets of the text on the line (trailing spaces included).
    public let range: Range<Int>
    /// The line box: x of the first glyph, top of the box, width of the glyphs, box height.
    public let frame: Rect
    /// Baseline y.
    public let baseline: Double
    /// Largest ascender of the line's fonts.
    public let ascent: Double
    /// Largest descender of the line's fonts (positive).
    public let descent: Double
    /// Glyph runs in visual order.
    public let runs: [GlyphRun]
    /// Whether the line ends with (or contains) an ellipsis.
    public let isTruncated: Bool
}
