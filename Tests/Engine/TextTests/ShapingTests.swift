import ProofText
import Raster
import Testing

@Suite struct ShapingTests {
    static func width(_ s: String, family: String? = nil, size: Double = 40) throws -> Double {
        try TextFixtures.typesetter.layout(AttributedText(s, attributes: TextAttributes(family: family, size: size)))
            .size.width
    }

    @Test(arguments: ["AV", "To", "Ty", "LT"])
    func gposKerningTightensPairs(pair: String) throws {
        let a = try Self.width(String(pair.first!))
        let b = try Self.width(String(pair.last!))
        #expect(try Self.width(pair) < a + b - 0.5, "\(pair) is not kerned")
    }

    @Test func ligaturesFormWhereTheFontHasThem() throws {
        // DejaVu Sans has an "fi" ligature: two characters, one glyph.
        let layout = try TextFixtures.typesetter.layout(
            AttributedText("fi", attributes: TextAttributes(family: "DejaVu Sans", size: 20)))
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.glyphs.count == 1)
        #expect(run.range == 0..<2)
    }

    @Test func arabicLettersTakeTheirJoiningForms() throws {
        let layout = try TextFixtures.layout("سلام")
        let run = try #require(layout.lines.first?.runs.first)
        #expect(run.isRightToLeft)
        // Initial, medial and final forms differ from the isolated (nominal) glyphs.
        let nominal = "سلام".unicodeScalars.compactMap { run.face.glyph(for: $0.value) }
        #expect(nominal.count == 4)
        #expect(Set(run.glyphs).isDisjoint(with: [nominal[0], nominal[1]]), "\(run.glyphs) vs \(nominal)")
        // Right to left: the first character's glyph is the rightmost.
        #expect(run.positions.first!.x < run.positions.last!.x)
    }

    @Test func combiningMarksStayInTheirBaseCluster() throws {
        let layout = try TextFixtures.layout("e\u{301}x")
        let runs = TextFixtures.runs(layout)
        #expect(runs.count == 1)
        let composed = try TextFixtures.layout("éx")
        #expect(abs(layout.size.width - composed.size.width) < 0.01)
    }

    @Test func missingCharactersFallBackPerCluster() throws {
        let layout = try TextFixtures.layout("Go ★ now → שלום")
        let faces = Set(TextFixtures.runs(layout).map(\.face.familyName))
        #expect(faces.contains(TextFixtures.uiFamily))
        #expect(faces.contains("Noto Sans Hebrew"))
        #expect(faces.count >= 3, "\(faces)")
        #expect(layout.usedPostScriptNames.count == faces.count)
        #expect(!TextFixtures.runs(layout).contains { $0.glyphs.contains(0) })
    }

    @Test func characterNoFontHasDrawsAVisibleNotdefBox() throws {
        let layout = try TextFixtures.layout("a\u{10FFFD}b")
        let runs = TextFixtures.runs(layout)
        #expect(runs.contains { $0.glyphs.contains(0) })
        let withBox = try TextFixtures.render(layout)
        let without = try TextFixtures.render(try TextFixtures.layout("ab"))
        func ink(_ b: Bitmap) -> Int {
            stride(from: 0, to: b.pixels.count, by: 4).reduce(0) { $0 + (255 - Int(b.pixels[$1])) }
        }
        #expect(ink(withBox) > ink(without) + 2000)
    }

    @Test func letterSpacingAddsAfterEveryGlyph() throws {
        let plain = try TextFixtures.layout("Hello")
        let spaced = try TextFixtures.typesetter.layout(
            AttributedText("Hello", attributes: TextAttributes(letterSpacing: 1.5)))
        #expect(abs(spaced.size.width - plain.size.width - 5 * 1.5) < 1e-9)
    }

    @Test func metricsExposeBaselineCapAndXHeights() throws {
        let face = try TextFixtures.registry.resolve(family: nil, weight: .regular)
        let m = face.metrics.scaled(to: 17)
        #expect(m.capHeight > m.xHeight && m.xHeight > 0)
        #expect(m.ascender > m.capHeight && m.descender > 0)
        #expect(abs(m.lineHeight - (m.ascender + m.descender + m.lineGap)) < 1e-12)
    }
}
