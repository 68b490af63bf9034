import ProofUI

/// A status glyph painted in `tint`, with the mark in `markTint` when the icon is two-tone (warning).
struct StatusGlyph: View {
    let glyph: StatusGlyphShape.Glyph
    var fillsBox = true
    let tint: Color
    var markTint: Color?

    var body: some View {
        ZStack {
            StatusGlyphShape(glyph: glyph, fillsBox: fillsBox).fill(tint, style: FillStyle(eoFill: true))
            if let markTint {
                StatusGlyphShape(glyph: glyph, part: .mark, fillsBox: fillsBox).fill(markTint)
            }
        }
    }
}
