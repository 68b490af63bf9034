import CFreeType
import CHarfBuzz
import Foundation
import ProofLocking
import Raster
import Synchronization

/// One loaded font file: FreeType for outlines and metrics, HarfBuzz for shaping.
///
/// A face is immutable once loaded and safe to share between threads: FreeType calls are serialised
/// by a lock (FreeType faces are not thread-safe), shaping uses HarfBuzz's immutable `hb_font_t`,
/// and outlines are cached per glyph.
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The file the face was loaded from.
    public let path: String
    /// The PostScript name (name ID 6): what the registry's PostScript name map points to.
    public let postScriptName: String
    /// The typographic family (name ID 16, else name ID 1), e.g. "Noto Sans" for every weight.
    public let familyName: String
    /// The style name ("Bold", "Light Italic", …).
    public let styleName: String
    /// The OS/2 weight class.
    public let weight: FontWeight
    /// Vertical metrics in font units.
    public let metrics: FontMetrics
    /// Whether every glyph has the same advance.
    public let isFixedPitch: Bool
    /// Number of glyphs in the face.
    public let glyphCount: Int
    /// Process-unique number (the glyph cache's face key).
    let id: Int

    private let bytes: UnsafeMutableRawBufferPointer
    private let freeType: Locked<FreeTypeHandle>
    /// HarfBuzz font at scale = units per em, immutable.
    let hbFont: OpaquePointer
    private let outlines = Locked<[UInt32: GlyphOutline]>([:])

    /// FreeType's library and face, only touched under the lock.
    private struct FreeTypeHandle: @unchecked Sendable {
        let library: OpaquePointer
        let face: FT_Face
    }

    private static let nextID = Atomic<Int>(1)

    /// Loads the first face of a .ttf/.otf/.ttc file; throws a `FontError` naming the file.
    public convenience init(contentsOf path: String) throws(FontError) {
        guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadableFile(path: path, reason: "\(error.localizedDescription)")
        }
        try self.init(data: data, path: path)
    }

    /// Loads a face from font file bytes; `path` names it in errors.
    public init(data: Data, path: String) throws(FontError) {
        guard !data.isEmpty else { throw .invalidFontFile(path: path, reason: "the file is empty") }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        data.copyBytes(to: buffer)
        var library: OpaquePointer?
        guard FT_Init_FreeType(&library) == 0, let library else {
            buffer.deallocate()
            throw .invalidFontFile(path: path, reason: "FreeType could not start")
        }
        var faceOut: FT_Face?
        let err = FT_New_Memory_Face(
            library, buffer.baseAddress!.assumingMemoryBound(to: FT_Byte.self), FT_Long(data.count), 0, &faceOut)
        guard err == 0, let face = faceOut else {
            FT_Done_FreeType(library)
            buffer.deallocate()
            throw .invalidFontFile(path: path, reason: FontFace.freeTypeMessage(err))
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            buffer.deallocate()
            throw .invalidFontFile(path: path, reason: "not a scalable outline font")
        }
        let blob = hb_blob_create(
            buffer.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(data.count), HB_MEMORY_MODE_READONLY, nil,
            nil)
        let hbFace = hb_face_create(blob, 0)
        let font = hb_font_create(hbFace)!
        hb_font_make_immutable(font)
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)

        self.path = path
        self.bytes = buffer
        self.hbFont = font
        self.id = FontFace.nextID.add(1, ordering: .relaxed).oldValue
        self.glyphCount = Int(face.pointee.num_glyphs)
        self.isFixedPitch = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_FIXED_WIDTH) != 0
        // FreeType refuses PostScript names with characters PostScript forbids (the icon font's has
        // spaces); then the name record as stored, else the family without spaces.
        let legacyFamilyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        self.postScriptName =
            FT_Get_Postscript_Name(face).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? FontFace.sfntName(face, id: 6) ?? String(legacyFamilyName.filter { $0 != " " })
        self.styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        let legacyFamily = face.pointee.family_name.map { String(cString: $0) } ?? ""
        self.familyName = FontFace.sfntName(face, id: 16) ?? legacyFamily
        let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self)
        let boldFlag = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        if let os2, os2.pointee.version != 0xFFFF, os2.pointee.usWeightClass > 0 {
            self.weight = FontWeight(Int(os2.pointee.usWeightClass))
        } else {
            self.weight = boldFlag ? .bold : .regular
        }
        let upem = Int(face.pointee.units_per_EM)
        let asc = Double(face.pointee.ascender)
        // Negated as a Double: an Int16 descender of −32,768 has no Int16 negation (found by fuzzing).
        let desc = -Double(face.pointee.descender)
        let gap = Swift.max(0, Double(face.pointee.height) - asc - desc)
        var capHeight = 0.0
        var xHeight = 0.0
        var strikePos = 0.0
        var strikeSize = 0.0
        if let os2, os2.pointee.version != 0xFFFF {
            if os2.pointee.version >= 2 {
                capHeight = Double(os2.pointee.sCapHeight)
                xHeight = Double(os2.pointee.sxHeight)
            }
            strikePos = Double(os2.pointee.yStrikeoutPosition)
            strikeSize = Double(os2.pointee.yStrikeoutSize)
        }
        let underlineThickness = Double(face.pointee.underline_thickness)
        var metrics = FontMetrics(
            unitsPerEm: upem, ascender: asc, descender: desc, lineGap: gap, capHeight: capHeight, xHeight: xHeight,
            underlinePosition: Double(face.pointee.underline_position),
            underlineThickness: underlineThickness > 0 ? underlineThickness : Double(upem) / 20,
            strikeoutPosition: strikePos, strikeoutThickness: strikeSize)
        // Fonts without OS/2 v2 heights: measure "H" and "x" as Core Text does.
        if metrics.capHeight <= 0 { metrics.capHeight = FontFace.glyphTop(face, 0x48) ?? asc * 0.7 }
        if metrics.xHeight <= 0 { metrics.xHeight = FontFace.glyphTop(face, 0x78) ?? asc * 0.5 }
        if metrics.strikeoutThickness <= 0 { metrics.strikeoutThickness = metrics.underlineThickness }
        if metrics.strikeoutPosition <= 0 { metrics.strikeoutPosition = metrics.xHeight / 2 }
        self.metrics = metrics
        self.freeType = Locked(FreeTypeHandle(library: library, face: face))
    }

    deinit {
        hb_font_destroy(hbFont)
        freeType.withLock { h in
            FT_Done_Face(h.face)
            FT_Done_FreeType(h.library)
        }
        bytes.deallocate()
    }

    /// "PostScriptName (file)".
    public var description: String { "\(postScriptName) (\((path as NSString).lastPathComponent))" }

    /// Faces are equal when they are the same loaded face.
    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }

    /// Hashes the face's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The nominal glyph for a Unicode scalar, or nil when the face has none.
    public func glyph(for scalar: UInt32) -> UInt32? {
        var g: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar, &g) != 0 && g != 0 ? g : nil
    }

    /// Whether the face maps `scalar` to a glyph.
    public func hasGlyph(for scalar: UInt32) -> Bool { glyph(for: scalar) != nil }

    /// Horizontal advance of a glyph in font units.
    public func advance(of glyph: UInt32) -> Double { Double(hb_font_get_glyph_h_advance(hbFont, glyph)) }

    /// The unhinted outline of `glyph` in font units (cached).
    public func outline(of glyph: UInt32) throws(FontError) -> GlyphOutline {
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        let result: Result<GlyphOutline, FontError> = freeType.withLock { h in
            loadOutline(h.face, glyph, flags: FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP, scale: 1)
        }
        let outline = try result.get()
        outlines.withLock { $0[glyph] = outline }
        return outline
    }

    /// The unhinted outline as FreeType scales it for `pixelsPerEm` (points rounded to 1/64 px),
    /// in pixels, y up: the exact input of FreeType's own rasterizer, for comparisons with it.
    public func freeTypeScaledOutline(of glyph: UInt32, pixelsPerEm: Int) throws(FontError) -> GlyphOutline {
        let result: Result<GlyphOutline, FontError> = freeType.withLock { h in
            let err = FT_Set_Char_Size(h.face, FT_F26Dot6(pixelsPerEm * 64), 0, 72, 72)
            guard err == 0 else {
                return .failure(
                    .glyphOutlineFailed(
                        postScriptName: postScriptName, glyph: glyph, reason: FontFace.freeTypeMessage(err)))
            }
            return loadOutline(h.face, glyph, flags: FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP, scale: 1.0 / 64)
        }
        return try result.get()
    }

    /// Loads `glyph` with `flags` and converts its outline to a path, coordinates times `scale`.
    private func loadOutline(_ face: FT_Face, _ glyph: UInt32, flags: Int, scale: Double) -> Result<
        GlyphOutline, FontError
    > {
        let err = FT_Load_Glyph(face, glyph, FT_Int32(flags))
        guard err == 0 else {
            return .failure(
                .glyphOutlineFailed(postScriptName: postScriptName, glyph: glyph, reason: FontFace.freeTypeMessage(err))
            )
        }
        var outline = face.pointee.glyph.pointee.outline
        var builder = OutlineBuilder(scale: scale)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.move(to!.pointee)
                return 0
            },
            line_to: { to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.line(to!.pointee)
                return 0
            },
            conic_to: { c, to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.quad(c!.pointee, to!.pointee)
                return 0
            },
            cubic_to: { c1, c2, to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.cubic(c1!.pointee, c2!.pointee, to!.pointee)
                return 0
            },
            shift: 0, delta: 0)
        let derr = withUnsafeMutablePointer(to: &builder) { FT_Outline_Decompose(&outline, &funcs, $0) }
        guard derr == 0 else {
            return .failure(
                .glyphOutlineFailed(
                    postScriptName: postScriptName, glyph: glyph, reason: FontFace.freeTypeMessage(derr)))
        }
        builder.path.closeSubpath()
        let evenOdd = outline.flags & Int32(FT_OUTLINE_EVEN_ODD_FILL) != 0
        return .success(GlyphOutline(path: builder.path, rule: evenOdd ? .evenOdd : .nonZero))
    }

    /// Receives FreeType's outline decomposition.
    private struct OutlineBuilder {
        var path = Path()
        let scale: Double
        func point(_ v: FT_Vector) -> Point { Point(x: Double(v.x) * scale, y: Double(v.y) * scale) }
        mutating func move(_ v: FT_Vector) { path.move(to: point(v)) }
        mutating func line(_ v: FT_Vector) { path.addLine(to: point(v)) }
        mutating func quad(_ c: FT_Vector, _ v: FT_Vector) { path.addQuadCurve(to: point(v), control: point(c)) }
        mutating func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ v: FT_Vector) {
            path.addCurve(to: point(v), control1: point(c1), control2: point(c2))
        }
    }

    /// Top of the glyph mapped from `charCode`, in font units (for faces without OS/2 heights).
    private static func glyphTop(_ face: FT_Face, _ charCode: FT_ULong) -> Double? {
        let g = FT_Get_Char_Index(face, charCode)
        guard g != 0, FT_Load_Glyph(face, g, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0
        else { return nil }
        let top = Double(face.pointee.glyph.pointee.metrics.horiBearingY)
        return top > 0 ? top : nil
    }

    /// Runs `body` with FreeType's face under the lock (tests compare against FreeType's rasterizer).
    public func withFreeTypeFace<R>(_ body: (FT_Face) throws -> R) rethrows -> R {
        try freeType.withLock { h in try body(h.face) }
    }

    /// A Windows-platform Unicode name record, preferring US English.
    private static func sfntName(_ face: FT_Face, id: UInt16) -> String? {
        var best: String?
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var name = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &name) == 0, name.name_id == id, let s = name.string else { continue }
            if name.platform_id == 1 && name.encoding_id == 0 {
                // Macintosh Roman: ASCII names decode as UTF-8.
                if best == nil {
                    best = String(decoding: UnsafeBufferPointer(start: s, count: Int(name.string_len)), as: UTF8.self)
                }
                continue
            }
            guard name.platform_id == 3, name.encoding_id == 1 || name.encoding_id == 10 else { continue }
            var units: [UInt16] = []
            var k = 0
            while k + 1 < Int(name.string_len) {
                units.append(UInt16(s[k]) << 8 | UInt16(s[k + 1]))
                k += 2
            }
            let text = String(decoding: units, as: UTF16.self)
            if name.language_id == 0x409 { return text }
            if best == nil { best = text }
        }
        return best
    }

    /// A readable name for a FreeType error code.
    static func freeTypeMessage(_ code: FT_Error) -> String {
        if let s = FT_Error_String(code) { return String(cString: s) + " (FreeType error \(code))" }
        switch code {
        case 0x01: return "cannot open resource (FreeType error 1)"
        case 0x02: return "unknown file format (FreeType error 2)"
        case 0x03: return "broken file (FreeType error 3)"
        case 0x08: return "invalid table (FreeType error 8)"
        case 0x10: return "invalid glyph index (FreeType error 16)"
        case 0x40: return "out of memory (FreeType error 64)"
        default: return "FreeType error \(code)"
        }
    }
}
