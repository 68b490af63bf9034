import Raster

/// How a run of text looks: font request, spacing, colour and decorations.
public struct TextAttributes: Hashable, Sendable {
    /// Font family; nil for the default (system) family.
    public var family: String?
    /// Font weight.
    public var weight: FontWeight
    /// Font size in points (the em size).
    public var size: Double
    /// Use the registry's monospaced family instead of `family`.
    public var monospaced: Bool
    /// Letter spacing in points added after each glyph (SwiftUI `.kerning`, the OUDS letter-spacing token).
    public var letterSpacing: Double
    /// Text colour; nil uses the colour passed when drawing.
    public var color: Color?
    /// Draw an underline.
    public var underline: Bool
    /// Underline colour; nil uses the text colour.
    public var underlineColor: Color?
    /// Draw a strikethrough.
    public var strikethrough: Bool
    /// Strikethrough colour; nil uses the text colour.
    public var strikethroughColor: Color?
    /// A link target carried to the layout (for accessibility and link rendering).
    public var link: String?
    /// Vertical shift of the glyphs in points, up positive.
    public var baselineOffset: Double

    /// Attributes with the given font request and no decorations.
    public init(
        family: String? = nil, weight: FontWeight = .regular, size: Double = 17, monospaced: Bool = false,
        letterSpacing: Double = 0, color: Color? = nil, underline: Bool = false, underlineColor: Color? = nil,
        strikethrough: Bool = false, strikethroughColor: Color? = nil, link: String? = nil, baselineOffset: Double = 0
    ) {
        self.family = family
        self.weight = weight
        self.size = size
        self.monospaced = monospaced
        self.letterSpacing = letterSpacing
        self.color = color
        self.underline = underline
        self.underlineColor = underlineColor
        self.strikethrough = strikethrough
        self.strikethroughColor = strikethroughColor
        self.link = link
        self.baselineOffset = baselineOffset
    }

    /// Checks that sizes and spacings are finite and in range.
    func validate() throws(FontError) {
        guard size.isFinite, size > 0, size <= 4096 else {
            throw .invalidParameter("font size \(size) must be finite and in (0, 4096] points")
        }
        guard letterSpacing.isFinite, abs(letterSpacing) <= 4096 else {
            throw .invalidParameter("letter spacing \(letterSpacing) must be finite and within ±4096 points")
        }
        guard baselineOffset.isFinite, abs(baselineOffset) <= 4096 else {
            throw .invalidParameter("baseline offset \(baselineOffset) must be finite and within ±4096 points")
        }
    }
}
