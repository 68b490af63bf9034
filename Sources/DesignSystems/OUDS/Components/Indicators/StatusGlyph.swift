import ProofUI

/// A status glyph painted in `tint`, with the mark in `markTint` when the icon is two-tone (warning);
/// outlined at alert size when the theme's `icon.hasOutlinedStatusIcons` says so.
struct StatusGlyph: View {
    let glyph: StatusGlyphShape.Glyph
    var fillsBox = true
    let tint: Color
    var markTint: Color?
    @Environment(\.theme) private var theme

    var body: some View {
        let outlined = !fillsBox && theme.icon.hasOutlinedStatusIcons
        ZStack {
            StatusGlyphShape(glyph: glyph, fillsBox: fillsBox, outlined: outlined)
                .fill(tint, style: FillStyle(eoFill: true))
            if let markTint {
                StatusGlyphShape(glyph: glyph, part: .mark, fillsBox: fillsBox, outlined: outlined).fill(markTint)
            }
        }
    }
}
