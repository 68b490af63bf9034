import CHarfBuzz
import Raster

/// HarfBuzz shaping of items against their paragraph (so joining and kerning see the context).
struct Shaper {
    private let buffer: OpaquePointer
    private let language: hb_language_t?

    init(language: String) {
        buffer = hb_buffer_create()
        self.language = hb_language_from_string(language, -1)
    }

    func destroy() { hb_buffer_destroy(buffer) }

    /// Shapes `item` whose scalars are `paragraph[item.range - paragraphStart]`.
    func shape(
        _ item: inout ShapedItem, paragraph: UnsafeBufferPointer<UInt32>, paragraphStart: Int, script: hb_script_t
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(
            buffer, paragraph.baseAddress!, Int32(paragraph.count), UInt32(item.range.lowerBound - paragraphStart),
            Int32(item.range.count))
        hb_buffer_set_direction(buffer, item.level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, language)
        hb_shape(item.face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        let n = Int(count)
        let k = item.attributes.size / Double(item.face.metrics.unitsPerEm)
        let spacing = item.attributes.letterSpacing
        item.glyphs.reserveCapacity(n)
        item.clusters.reserveCapacity(n)
        item.advances.reserveCapacity(n)
        item.offsets.reserveCapacity(n)
        for i in 0..<n {
            item.glyphs.append(infos[i].codepoint)
            item.clusters.append(Int(infos[i].cluster) + paragraphStart)
            item.advances.append(Double(positions[i].x_advance) * k + spacing)
            item.offsets.append(Point(x: Double(positions[i].x_offset) * k, y: Double(positions[i].y_offset) * k))
        }
        item.noteClusterOrder()
    }

    /// The script of a scalar (HarfBuzz's Unicode data).
    static func script(of scalar: UInt32) -> hb_script_t {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
    }
}
