import Raster

/// Glyph outlines as drawn: the font's outline, or a box for .notdef (glyph 0) so that missing
/// characters are visible whatever the font's own .notdef looks like.
enum GlyphPaths {
    static func outline(face: FontFace, glyph: UInt32) throws(FontError) -> GlyphOutline {
        guard glyph != 0 else { return notdefBox(face) }
        return try face.outline(of: glyph)
    }

    /// An outlined rectangle: cap height tall, half an em wide, stroke 1/16 em.
    static func notdefBox(_ face: FontFace) -> GlyphOutline {
        let em = Double(face.metrics.unitsPerEm)
        let h = face.metrics.capHeight > 0 ? face.metrics.capHeight : em * 0.7
        let x0 = em * 0.06
        let w = em * 0.5
        let s = em / 16
        var p = Path()
        p.addRect(Rect(x: x0, y: 0, width: w, height: h))
        p.addRect(Rect(x: x0 + s, y: s, width: w - 2 * s, height: h - 2 * s))
        return GlyphOutline(path: p, rule: .evenOdd)
    }
}
