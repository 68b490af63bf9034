import ProofText
import Raster
import Testing

@Suite struct BidiAndLineBreakTests {
    @Test func hebrewInALeftToRightLineRunsRightToLeft() throws {
        let layout = try TextFixtures.layout("abc אבג def")
        let runs = TextFixtures.runs(layout)
        let hebrew = try #require(runs.first { $0.isRightToLeft })
        let latin = runs.filter { !$0.isRightToLeft }
        #expect(latin.first!.minX < hebrew.minX && hebrew.maxX <= latin.last!.minX + 1e-9)
        // Logical order reversed on screen: the glyph of א is right of ג.
        #expect(hebrew.range.lowerBound == 4)
        #expect(hebrew.positions.first!.x < hebrew.positions.last!.x)
        let alef = try #require(hebrew.face.glyph(for: 0x05D0))
        let gimel = try #require(hebrew.face.glyph(for: 0x05D2))
        let ia = try #require(hebrew.glyphs.firstIndex(of: alef))
        let ig = try #require(hebrew.glyphs.firstIndex(of: gimel))
        #expect(hebrew.positions[ia].x > hebrew.positions[ig].x)
    }

    @Test func rightToLeftParagraphPutsTheFirstWordOnTheRight() throws {
        let layout = try TextFixtures.layout("שלום world", options: TextLayoutOptions(direction: .rightToLeft))
        let runs = TextFixtures.runs(layout)
        let hebrew = try #require(runs.first { $0.range.lowerBound == 0 })
        let latin = try #require(runs.first { !$0.isRightToLeft })
        #expect(latin.maxX <= hebrew.minX + 1e-9)
    }

    @Test func wrapsAtSpacesWithinTheWidth() throws {
        let text = "one two three four five six seven eight nine ten"
        let layout = try TextFixtures.layout(text, options: TextLayoutOptions(maxWidth: 100))
        #expect(layout.lines.count > 2)
        for line in layout.lines {
            #expect(line.frame.width <= 100 + 1e-9)
            // Lines start at word starts.
            let first = text.unicodeScalars[
                text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: line.range.lowerBound)]
            #expect(first != " ")
        }
        #expect(layout.lines.map(\.range.count).reduce(0, +) == text.unicodeScalars.count)
        #expect(layout.size.width <= 100)
    }

    @Test func explicitNewlinesBreakAndEmptyParagraphsKeepTheirHeight() throws {
        let layout = try TextFixtures.layout("a\n\nb\r\nc")
        #expect(layout.lines.count == 4)
        let h = layout.lines[0].frame.height
        #expect(abs(layout.lines[1].frame.height - h) < 1e-9)
        #expect(abs(layout.size.height - 4 * h) < 1e-9)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenGraphemes() throws {
        let layout = try TextFixtures.layout(
            "Donaudampfschifffahrtsgesellschaft", options: TextLayoutOptions(maxWidth: 80))
        #expect(layout.lines.count >= 3)
        for line in layout.lines { #expect(line.frame.width <= 80 + 1e-9) }
    }

    @Test func trailingSpacesHangOutsideTheWidth() throws {
        let a = try TextFixtures.layout("word")
        let b = try TextFixtures.layout("word   ")
        #expect(abs(a.size.width - b.size.width) < 1e-9)
    }

    @Test(arguments: TruncationMode.allCases)
    func lineLimitTruncatesWithAnEllipsis(mode: TruncationMode) throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let layout = try TextFixtures.layout(
            text, options: TextLayoutOptions(maxWidth: 150, lineLimit: 2, truncation: mode))
        #expect(layout.lines.count == 2 && layout.isTruncated)
        let last = layout.lines[1]
        #expect(last.isTruncated && last.frame.width <= 150 + 1e-9)
        let ellipsis = try #require(last.runs.first?.face.glyph(for: 0x2026))
        let glyphs = last.runs.flatMap(\.glyphs)
        let index = try #require(glyphs.firstIndex(of: ellipsis))
        switch mode {
        case .tail: #expect(index == glyphs.count - 1)
        case .head: #expect(index == 0)
        case .middle: #expect(index > 0 && index < glyphs.count - 1)
        }
        let untruncated = try TextFixtures.layout(
            "short", options: TextLayoutOptions(maxWidth: 150, lineLimit: 2, truncation: mode))
        #expect(!untruncated.isTruncated)
    }

    @Test func lineLimitWithoutWidthCutsWholeParagraphs() throws {
        let layout = try TextFixtures.layout("first\nsecond\nthird", options: TextLayoutOptions(lineLimit: 2))
        #expect(layout.lines.count == 2 && layout.isTruncated)
        #expect(layout.lines[1].runs.flatMap(\.glyphs).count == "second…".count)
    }

    @Test func badOptionsAreTypedErrors() {
        #expect(throws: FontError.self) { try TextFixtures.layout("x", options: TextLayoutOptions(maxWidth: .nan)) }
        #expect(throws: FontError.self) { try TextFixtures.layout("x", options: TextLayoutOptions(lineLimit: 0)) }
        #expect(throws: FontError.self) { try TextFixtures.layout("x", size: .infinity) }
        #expect(throws: FontError.self) { try TextFixtures.layout("x", size: -3) }
        #expect(throws: FontError.self) { try TextFixtures.layout("x", options: TextLayoutOptions(lineHeight: .nan)) }
    }
}
