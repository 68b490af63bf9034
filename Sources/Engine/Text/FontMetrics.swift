/// Vertical metrics of a face in font units (y up; `descender` is positive below the baseline).
public struct FontMetrics: Hashable, Sendable {
    /// Font units per em.
    public var unitsPerEm: Int
    /// Height above the baseline (hhea ascender).
    public var ascender: Double
    /// Depth below the baseline, positive (−hhea descender).
    public var descender: Double
    /// Extra space between lines (hhea line gap).
    public var lineGap: Double
    /// Height of flat capitals (OS/2 sCapHeight, else the height of "H").
    public var capHeight: Double
    /// Height of flat lowercase letters (OS/2 sxHeight, else the height of "x").
    public var xHeight: Double
    /// Centre of the underline, negative below the baseline (post table).
    public var underlinePosition: Double
    /// Underline thickness.
    public var underlineThickness: Double
    /// Bottom of the strikethrough above the baseline (OS/2 yStrikeoutPosition).
    public var strikeoutPosition: Double
    /// Strikethrough thickness.
    public var strikeoutThickness: Double

    /// The natural line height, ascender + descender + line gap (UIFont.lineHeight).
    public var lineHeight: Double { ascender + descender + lineGap }

    /// The metrics scaled to `size` points per em.
    public func scaled(to size: Double) -> FontMetrics {
        let k = size / Double(unitsPerEm)
        return FontMetrics(
            unitsPerEm: unitsPerEm, ascender: ascender * k, descender: descender * k, lineGap: lineGap * k,
            capHeight: capHeight * k, xHeight: xHeight * k, underlinePosition: underlinePosition * k,
            underlineThickness: underlineThickness * k, strikeoutPosition: strikeoutPosition * k,
            strikeoutThickness: strikeoutThickness * k)
    }
}
