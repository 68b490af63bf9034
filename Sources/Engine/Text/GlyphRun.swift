import Raster

/// Glyphs of one font, size and attribute set, positioned on one line.
public struct GlyphRun: Sendable {
    /// The face the glyphs come from.
    public let face: FontFace
    /// Em size in points.
    public let size: Double
    /// Glyph IDs in visual order (0 = .notdef, drawn as a box).
    public let glyphs: [UInt32]
    /// Pen position of each glyph (x right, y down, on the baseline), relative to the layout's top-left.
    public let positions: [Point]
    /// Advance of each glyph including letter spacing.
    public let advances: [Double]
    /// The run's attributes.
    public let attributes: TextAttributes
    /// Scalar offsets of the text the run shows (ellipses have an empty range).
    public let range: Range<Int>
    /// Whether the run is right-to-left.
    public let isRightToLeft: Bool
    /// Left edge of the run.
    public let minX: Double
    /// Right edge of the run (after the last advance).
    public let maxX: Double
    /// Baseline y.
    public let baseline: Double
}
