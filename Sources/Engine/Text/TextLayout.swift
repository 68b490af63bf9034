import Raster

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
