import Raster

/// Glyphs HarfBuzz chose for one item (one face, size, direction, script and attribute run).
struct ShapedItem {
    /// Scalar offsets in the whole text.
    var range: Range<Int>
    /// Bidi level (odd = right to left).
    var level: UInt8
    var face: FontFace
    /// The face the attributes ask for; `face` differs when a fallback has the characters.
    var baseFace: FontFace
    var attributes: TextAttributes
    /// Glyphs in visual order.
    var glyphs: [UInt32] = []
    /// Scalar offset (in the whole text) of each glyph's cluster.
    var clusters: [Int] = []
    /// Advances in points, letter spacing included.
    var advances: [Double] = []
    /// Offsets in points (x right, y up).
    var offsets: [Point] = []
}
