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

/// The result of setting a text: lines of positioned glyphs and the size they need.
public struct TextLayout: Sendable {
    /// Width of the widest line and height of all line boxes, in points.
    public let size: Size
    /// Lines from top to bottom.
    public let lines: [TextLine]
    /// PostScript names of the faces used, sorted (so a render can record its fonts).
    public let usedPostScriptNames: [String]
    /// Whether text was cut with an ellipsis.
    public let isTruncated: Bool

    /// Baseline of the first line (for `.firstTextBaseline` alignment).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// Baseline of the last line.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
