import Foundation
import ProofText
import Raster
import Testing

@Suite struct TextRenderingTests {
    @Test func cachedMasksGiveTheSamePixelsAsFillingOutlines() throws {
        // At whole-pixel pen positions and an exact size the glyph cache path and the outline path
        // both scan-convert the same geometry.
        let layout = try TextFixtures.layout("Hamburgefonstiv", size: 16)
        let line = layout.lines[0]
        let cached = try Canvas(width: 300, height: 40)
        let direct = try Canvas(width: 300, height: 40)
        for c in [cached, direct] { c.clear(.white) }
        let cache = GlyphCache(byteLimit: 1 << 20)
        // Draw glyph by glyph at integer positions through both paths.
        let run = line.runs[0]
        let k = run.size / Double(run.face.metrics.unitsPerEm)
        for (i, g) in run.glyphs.enumerated() {
            let x = Double(4 + 18 * i)
            let y = 28.0
            let mask = try cache.mask(face: run.face, glyph: g, size64: Int(run.size * 64), subX: 0, subY: 0)
            try cached.fill(mask, dx: Int(x), dy: Int(y), with: .solid(.black))
            let outline = try run.face.outline(of: g)
            try direct.fill(
                outline.path.applying(Transform(a: k, b: 0, c: 0, d: -k, tx: x, ty: y)), with: .solid(.black),
                rule: outline.rule)
        }
        #expect(cached.bitmap.pixels == direct.bitmap.pixels)
    }

    @Test func rotatedTextFillsOutlinesAndStillDrawsInk() throws {
        let layout = try TextFixtures.layout("Rotate", size: 20)
        let canvas = try Canvas(width: 120, height: 120)
        canvas.transform = Transform.rotation(0.5).concatenating(.translation(40, 20))
        try canvas.draw(layout, at: .zero, paint: .solid(.black))
        #expect(canvas.bitmap.pixels.contains { $0 != 0 })
    }

    @Test func renderingIsDeterministicAcrossThreads() async throws {
        let layout = try TextFixtures.layout("Déterminisme ✓ عربي 123", size: 15)
        let reference = try PNGCodec.encode(try TextFixtures.render(layout))
        try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 {
                group.addTask { try PNGCodec.encode(try TextFixtures.render(layout)) }
            }
            for try await bytes in group { #expect(bytes == reference) }
        }
    }

    @Test func glyphCacheCountsHitsAndStaysWithinItsBudget() throws {
        let cache = GlyphCache(byteLimit: 4096)
        let layout = try TextFixtures.layout("aaaa bbbb", size: 30)
        let canvas = try Canvas(width: 200, height: 60)
        try canvas.draw(layout, at: .zero, paint: .solid(.black), glyphCache: cache)
        let s = cache.statistics
        #expect(s.hits + s.misses == 9)  // every glyph, the space too
        #expect(s.misses >= 2 && s.hits >= 1)
        #expect(s.bytes <= 4096)
        try canvas.draw(layout, at: .zero, paint: .solid(.black), glyphCache: cache)
        #expect(cache.statistics.hits > s.hits)
    }

    @Test func underlineAndStrikethroughDrawBars() throws {
        let plain = try TextFixtures.render(
            try TextFixtures.typesetter.layout(AttributedText("under", attributes: TextAttributes(size: 20))))
        let decorated = try TextFixtures.render(
            try TextFixtures.typesetter.layout(
                AttributedText("under", attributes: TextAttributes(size: 20, underline: true, strikethrough: true))))
        func dark(_ b: Bitmap) -> Int { stride(from: 0, to: b.pixels.count, by: 4).filter { b.pixels[$0] < 128 }.count }
        #expect(dark(decorated) > dark(plain) + 100)
    }
}
