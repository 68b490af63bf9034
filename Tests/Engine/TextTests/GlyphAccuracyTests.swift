import CFreeType
import Foundation
import ProofText
import RasterReference
import Testing

@testable import Raster

/// Our glyph coverage against FreeType's own smooth rasterizer on the same unhinted outline.
///
/// For each bundled family, 200+ glyphs at 12, 17 and 32 px, loaded unhinted and scaled by
/// FreeType. FreeType's smooth rasterizer flattens curves itself, with a 1/16 px tolerance, so the
/// two scan converters are given the same polygon: the outline flattened at Raster's 0.01 px
/// tolerance, vertices on FreeType's 1/64 px grid. Our `CoverageMask` is then compared pixel by pixel
/// with `FT_Outline_Get_Bitmap`. Targets: mean absolute difference ≤ 0.5/255 over the glyphs'
/// boxes, max ≤ 8/255 outside pixels where FreeType's own coverage is inexact (overlapping
/// contours, checked against an independent exact reference). The curve-to-curve figures (FreeType
/// flattening its own curves) are printed beside them.
@Suite struct GlyphAccuracyTests {
    struct Stats: CustomStringConvertible {
        var sum = 0.0, count = 0, maxDiff = 0, glyphs = 0
        var mean: Double { count == 0 ? 0 : sum / Double(count) }
        var description: String {
            "glyphs \(glyphs), pixels \(count), mean \(String(format: "%.3f", mean))/255, max \(maxDiff)/255"
        }
    }

    static var families: [String] {
        var seen: [String] = []
        for e in (try? BundledFonts.entries(in: BundledFonts.directory)) ?? [] where !seen.contains(e.family) {
            seen.append(e.family)
        }
        return seen
    }

    /// The first 200+ glyphs with ink reached from characters, else by glyph ID.
    static func sampleGlyphs(_ face: FontFace) -> [UInt32] {
        var glyphs: [UInt32] = []
        var seen = Set<UInt32>()
        let ranges: [ClosedRange<UInt32>] = [
            0x21...0x7E, 0xA1...0x17F, 0x370...0x3FF, 0x400...0x45F, 0x5D0...0x5EA, 0x620...0x64A, 0x2190...0x21FF,
            0x2600...0x27BF, 0xF001...0xF200,
        ]
        for r in ranges {
            for c in r {
                if let g = face.glyph(for: c), seen.insert(g).inserted { glyphs.append(g) }
            }
        }
        var g: UInt32 = 1
        while glyphs.count < 260 && Int(g) < face.glyphCount {
            if seen.insert(g).inserted { glyphs.append(g) }
            g += 1
        }
        return glyphs
    }

    @Test(arguments: families)
    func coverageMatchesFreeTypeSmoothRasterizer(family: String) throws {
        // The regular face's glyphs, then other weights' while fewer than 200 (small fonts).
        let faces = TextFixtures.registry.faces(inFamily: family)
        let regular = try #require(FontRegistry.nearest(faces, .regular))
        var samples: [(FontFace, UInt32)] = []
        for face in [regular] + faces.filter({ $0 !== regular }) where samples.count < 200 {
            samples += Self.sampleGlyphs(face).map { (face, $0) }
        }
        #expect(samples.count >= 200)
        var stats = Stats()
        var curveStats = Stats()
        var overlapStats = Stats()
        for px in [12, 17, 32] {
            for (face, glyph) in samples {
                let outline = try face.freeTypeScaledOutline(of: glyph, pixelsPerEm: px)
                if outline.path.isEmpty { continue }
                let polygons = Self.polygons(outline.path)
                var polygonPath = Path()
                for poly in polygons {
                    polygonPath.move(to: poly[0])
                    for p in poly.dropFirst() { polygonPath.addLine(to: p) }
                    polygonPath.closeSubpath()
                }
                let flip = Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
                let ours = try CoverageMask(path: polygonPath, transform: flip, rule: outline.rule)
                let theirs = try Self.freeTypeCoverage(
                    face: face, polygons: polygons, evenOdd: outline.rule == .evenOdd)
                // Curves as each rasterizer flattens them, for the record.
                let oursCurves = try CoverageMask(path: outline.path, transform: flip, rule: outline.rule)
                let theirsCurves = try Self.freeTypeCoverage(face: face, glyph: glyph, px: px)
                Self.accumulate(&curveStats, oursCurves, theirsCurves)
                // Where the outline overlaps itself (winding beyond ±1, or +1 and −1 regions meeting
                // inside a pixel) FreeType adds the signed coverages and clamps, while Raster
                // computes the exact covered area. Such pixels are measured apart: pixels where
                // even-odd and non-zero coverage differ, and pixels where FreeType differs by more
                // than 8/255 while Raster agrees with an independent exact reference within 2/255.
                let evenOdd = try CoverageMask(path: polygonPath, transform: flip, rule: .evenOdd)
                stats.glyphs += 1
                var glyphMax = 0
                let x0 = min(ours.left, theirs.left)
                let y0 = min(ours.top, theirs.top)
                let x1 = max(ours.left + ours.width, theirs.left + theirs.width)
                let y1 = max(ours.top + ours.height, theirs.top + theirs.height)
                var reference: [Double]?
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let a = Self.sample(ours, x, y)
                        let b = Self.sample(theirs, x, y)
                        let d = abs(a - b)
                        stats.sum += Double(d)
                        stats.count += 1
                        var overlap = outline.rule == .nonZero && abs(a - Self.sample(evenOdd, x, y)) > 1
                        if !overlap && d > 8 {
                            if reference == nil {
                                let device = polygons.map {
                                    $0.map { Point(x: $0.x - Double(x0), y: -$0.y - Double(y0)) }
                                }
                                reference = ReferenceCoverage(width: x1 - x0, height: y1 - y0).polygons(
                                    device, rule: outline.rule)
                            }
                            let exact = Int((reference![(y - y0) * (x1 - x0) + (x - x0)] * 255).rounded())
                            overlap = abs(a - exact) <= 2
                        }
                        if overlap {
                            overlapStats.count += 1
                            overlapStats.maxDiff = max(overlapStats.maxDiff, d)
                            overlapStats.sum += Double(d)
                            continue
                        }
                        stats.maxDiff = max(stats.maxDiff, d)
                        glyphMax = max(glyphMax, d)
                    }
                }
                if glyphMax > 8 && ProcessInfo.processInfo.environment["PROOF_DEBUG_GLYPHS"] != nil {
                    print(
                        "glyph \(glyph) at \(px) px: max \(glyphMax), \(polygons.count) contours, rule \(outline.rule)")
                    if ProcessInfo.processInfo.environment["PROOF_DEBUG_GLYPHS"] == "\(glyph)" {
                        for poly in polygons { print("contour", poly.count, poly) }
                        for y in min(ours.top, theirs.top)..<max(ours.top + ours.height, theirs.top + theirs.height) {
                            var row = ""
                            for x in min(
                                ours.left, theirs.left)..<max(ours.left + ours.width, theirs.left + theirs.width)
                            {
                                row += String(format: "%4d/%-4d", Self.sample(ours, x, y), Self.sample(theirs, x, y))
                            }
                            print(row)
                        }
                    }
                }
            }
        }
        print(
            "glyph accuracy \(family): same polygon \(stats); pixels where FreeType is inexact \(overlapStats); "
                + "curves flattened by each \(curveStats)"
        )
        #expect(stats.glyphs >= 600)
        #expect(stats.mean <= 0.5, "\(family): \(stats)")
        #expect(stats.maxDiff <= 8, "\(family): \(stats)")
    }

    /// Adds the per-pixel differences of two coverages over their joint box.
    static func accumulate(
        _ stats: inout Stats, _ ours: CoverageMask,
        _ theirs: (left: Int, top: Int, width: Int, height: Int, coverage: [UInt8])
    ) {
        stats.glyphs += 1
        let x0 = min(ours.left, theirs.left)
        let y0 = min(ours.top, theirs.top)
        let x1 = max(ours.left + ours.width, theirs.left + theirs.width)
        let y1 = max(ours.top + ours.height, theirs.top + theirs.height)
        for y in y0..<y1 {
            for x in x0..<x1 {
                let d = abs(sample(ours, x, y) - sample(theirs, x, y))
                stats.sum += Double(d)
                stats.count += 1
                stats.maxDiff = max(stats.maxDiff, d)
            }
        }
    }

    /// The outline (pixels, y up) flattened by Raster at 0.01 px, vertices rounded to 1/64 px.
    static func polygons(_ path: Path) -> [[Point]] {
        var result: [[Point]] = []
        Flattener(tolerance: 0.01).flatten(path, transform: .identity) { sub in
            let pts = sub.points.map { Point(x: ($0.x * 64).rounded() / 64, y: ($0.y * 64).rounded() / 64) }
            if pts.count >= 2 { result.append(pts) }
        }
        return result
    }

    /// FreeType's smooth rasterizer on `polygons` (pixels, y up), placed in device pixels (y down).
    static func freeTypeCoverage(face: FontFace, polygons: [[Point]], evenOdd: Bool) throws -> (
        left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]
    ) {
        let all = polygons.flatMap { $0 }
        guard let minX = all.map(\.x).min(), let maxX = all.map(\.x).max(), let minY = all.map(\.y).min(),
            let maxY = all.map(\.y).max()
        else {
            return (0, 0, 0, 0, [])
        }
        let left = Int(minX.rounded(.down))
        let bottom = Int(minY.rounded(.down))
        let w = Int(maxX.rounded(.up)) - left + 1
        let h = Int(maxY.rounded(.up)) - bottom + 1
        var points = all.map {
            FT_Vector(
                x: FT_Pos((($0.x - Double(left)) * 64).rounded()), y: FT_Pos((($0.y - Double(bottom)) * 64).rounded()))
        }
        var tags = [CChar](repeating: 1, count: points.count)
        var contours: [Int16] = []
        var end = -1
        for poly in polygons {
            end += poly.count
            contours.append(Int16(end))
        }
        var buffer = [UInt8](repeating: 0, count: w * h)
        try face.withFreeTypeFace { ft in
            try points.withUnsafeMutableBufferPointer { pp in
                try tags.withUnsafeMutableBufferPointer { tp in
                    try contours.withUnsafeMutableBufferPointer { cp in
                        try buffer.withUnsafeMutableBufferPointer { bp in
                            var outline = FT_Outline(
                                n_contours: Int16(cp.count), n_points: Int16(pp.count), points: pp.baseAddress,
                                tags: tp.baseAddress,
                                contours: cp.baseAddress, flags: evenOdd ? Int32(FT_OUTLINE_EVEN_ODD_FILL) : 0)
                            var bitmap = FT_Bitmap()
                            bitmap.rows = UInt32(h)
                            bitmap.width = UInt32(w)
                            bitmap.pitch = Int32(w)
                            bitmap.buffer = bp.baseAddress
                            bitmap.num_grays = 256
                            bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
                            guard FT_Outline_Get_Bitmap(ft.pointee.glyph.pointee.library, &outline, &bitmap) == 0 else {
                                throw FontError.glyphOutlineFailed(
                                    postScriptName: face.postScriptName, glyph: 0, reason: "FT_Outline_Get_Bitmap")
                            }
                        }
                    }
                }
            }
        }
        // Row 0 of the bitmap is the top: y (up) from bottom + h − 1 to bottom + h.
        return (left, -(bottom + h), w, h, buffer)
    }

    static func sample(_ m: CoverageMask, _ x: Int, _ y: Int) -> Int {
        let i = x - m.left
        let j = y - m.top
        guard i >= 0, j >= 0, i < m.width, j < m.height else { return 0 }
        return Int(m.coverage[j * m.width + i])
    }

    /// FreeType's smooth rendering of the unhinted glyph, placed in device pixels (y down).
    static func freeTypeCoverage(face: FontFace, glyph: UInt32, px: Int) throws -> (
        left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]
    ) {
        try face.withFreeTypeFace { ft in
            guard FT_Set_Char_Size(ft, FT_F26Dot6(px * 64), 0, 72, 72) == 0,
                FT_Load_Glyph(ft, glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
                FT_Render_Glyph(ft.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0
            else {
                throw FontError.glyphOutlineFailed(
                    postScriptName: face.postScriptName, glyph: glyph, reason: "FreeType render")
            }
            let slot = ft.pointee.glyph.pointee
            let bm = slot.bitmap
            let w = Int(bm.width)
            let h = Int(bm.rows)
            let pitch = Int(bm.pitch)
            var cov = [UInt8](repeating: 0, count: w * h)
            if let buf = bm.buffer {
                for y in 0..<h {
                    let row = pitch >= 0 ? y * pitch : (h - 1 - y) * -pitch
                    for x in 0..<w { cov[y * w + x] = buf[row + x] }
                }
            }
            return (Int(slot.bitmap_left), -Int(slot.bitmap_top), w, h, cov)
        }
    }

    /// `CoverageMask` coverage lookup shim for the tuple type.
    static func sample(_ m: (left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]), _ x: Int, _ y: Int)
        -> Int
    {
        let i = x - m.left
        let j = y - m.top
        guard i >= 0, j >= 0, i < m.width, j < m.height else { return 0 }
        return Int(m.coverage[j * m.width + i])
    }
}
