/// How a text is laid out: width, lines, alignment, direction and line box.
public struct TextLayoutOptions: Hashable, Sendable {
    /// Largest line width in points; nil lays every paragraph on one line.
    public var maxWidth: Double?
    /// Largest number of lines; extra text is truncated with "…". Nil = no limit.
    public var lineLimit: Int?
    /// Where the ellipsis goes.
    public var truncation: TruncationMode
    /// Line alignment.
    public var alignment: TextAlignment
    /// Paragraph direction and meaning of leading/trailing.
    public var direction: LayoutDirection
    /// Fixed line box height in points (the OUDS line-height token); the font's natural line height
    /// is centred in it. Nil uses the natural line height.
    public var lineHeight: Double?
    /// Extra points between lines (SwiftUI `.lineSpacing`), not above the first.
    public var lineSpacing: Double
    /// BCP 47 language for shaping and line breaking (fixed, so results never depend on the machine's locale).
    public var language: String

    /// Options with the given values; the defaults lay out one unlimited left-to-right line per paragraph.
    public init(
        maxWidth: Double? = nil, lineLimit: Int? = nil, truncation: TruncationMode = .tail,
        alignment: TextAlignment = .leading, direction: LayoutDirection = .leftToRight, lineHeight: Double? = nil,
        lineSpacing: Double = 0, language: String = "en"
    ) {
        self.maxWidth = maxWidth
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.alignment = alignment
        self.direction = direction
        self.lineHeight = lineHeight
        self.lineSpacing = lineSpacing
        self.language = language
    }

    /// Checks for NaN, negative widths and limits below one line.
    func validate() throws(FontError) {
        if let w = maxWidth, !(w.isFinite || w == .infinity) || w < 0 || w.isNaN {
            throw .invalidParameter("maxWidth \(w) must be zero or positive")
        }
        if let n = lineLimit, n < 1 { throw .invalidParameter("lineLimit \(n) must be at least 1") }
        if let h = lineHeight, !h.isFinite || h < 0 || h > 100_000 {
            throw .invalidParameter("lineHeight \(h) must be finite and in [0, 100000] points")
        }
        guard lineSpacing.isFinite, abs(lineSpacing) <= 100_000 else {
            throw .invalidParameter("lineSpacing \(lineSpacing) must be finite")
        }
    }
}
