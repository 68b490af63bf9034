import ProofText
import Raster
import Testing

@Suite struct LineBoxAndAlignmentTests {
    /// OUDS body large: 16 pt in a 24 pt line box; the natural height is centred.
    /// A font size set in a line box of `lineHeight`.
    struct LineBoxCase: Sendable, CustomTestStringConvertible {
        var size: Double
        var lineHeight: Double
        var testDescription: String { "\(size) pt in a \(lineHeight) pt line box" }
    }

    @Test(arguments: [
        LineBoxCase(size: 16, lineHeight: 24), LineBoxCase(size: 40, lineHeight: 48),
        LineBoxCase(size: 12, lineHeight: 16), LineBoxCase(size: 14, lineHeight: 12),
    ])
    func naturalLineHeightIsCentredInTheTokenLineBox(box: LineBoxCase) throws {
        let (size, lineHeight) = (box.size, box.lineHeight)
        let text = "Line one and line two and line three"
        let layout = try TextFixtures.layout(
            text, size: size, options: TextLayoutOptions(maxWidth: size * 8, lineHeight: lineHeight))
        #expect(layout.lines.count >= 2)
        let m = try TextFixtures.registry.resolve(family: nil, weight: .regular).metrics.scaled(to: size)
        for (i, line) in layout.lines.enumerated() {
            #expect(abs(line.frame.minY - Double(i) * lineHeight) < 1e-9)
            #expect(line.frame.height == lineHeight)
            let expected = line.frame.minY + (lineHeight - m.lineHeight) / 2 + m.ascender
            #expect(abs(line.baseline - expected) < 1e-9)
        }
        #expect(abs(layout.size.height - Double(layout.lines.count) * lineHeight) < 1e-9)
    }

    @Test func naturalLineHeightAndLineSpacingWithoutAToken() throws {
        let m = try TextFixtures.registry.resolve(family: nil, weight: .regular).metrics.scaled(to: 17)
        let layout = try TextFixtures.layout("a\nb\nc", options: TextLayoutOptions(lineSpacing: 5))
        #expect(abs(layout.size.height - (3 * m.lineHeight + 2 * 5)) < 1e-9)
        #expect(abs(layout.firstBaseline - m.ascender) < 1e-9)
    }

    @Test(arguments: LayoutDirection.allCases)
    func alignmentFollowsTheLayoutDirection(direction: LayoutDirection) throws {
        let text = "short\na much longer line of text"
        func xs(_ a: TextAlignment) throws -> Double {
            try TextFixtures.layout(text, options: TextLayoutOptions(alignment: a, direction: direction)).lines[0].frame
                .minX
        }
        let full = try TextFixtures.layout(text).size.width
        let w = try TextFixtures.layout("short").size.width
        let leading = try xs(.leading)
        let center = try xs(.center)
        let trailing = try xs(.trailing)
        #expect(abs(center - (full - w) / 2) < 1e-9)
        if direction == .leftToRight {
            #expect(leading == 0 && abs(trailing - (full - w)) < 1e-9)
        } else {
            #expect(trailing == 0 && abs(leading - (full - w)) < 1e-9)
        }
    }

    @Test func measurementIsCachedAndMatchesLayout() throws {
        let text = AttributedText("Measure me, please, twice", attributes: TextAttributes(size: 15))
        let before = TextLayoutCache.shared.counts
        let a = try TextFixtures.typesetter.measure(text, width: 90)
        let b = try TextFixtures.typesetter.measure(text, width: 90)
        #expect(a == b)
        #expect(a == (try TextFixtures.typesetter.layout(text, options: TextLayoutOptions(maxWidth: 90))).size)
        let after = TextLayoutCache.shared.counts
        #expect(after.hits >= before.hits + 1)
    }

    @Test func richTextRunsKeepTheirAttributes() throws {
        var t = AttributedText("plain ", attributes: TextAttributes(size: 15))
        t.append(
            AttributedText(
                "bold",
                attributes: TextAttributes(
                    weight: .bold, size: 20, color: .init(hex: 0xFF7900), underline: true, link: "https://x")))
        let layout = try TextFixtures.typesetter.layout(t)
        let runs = TextFixtures.runs(layout)
        #expect(runs.count == 2)
        #expect(runs[1].face.weight == .bold && runs[1].size == 20 && runs[1].attributes.link == "https://x")
        #expect(runs[1].attributes.underline && runs[1].range == 6..<10)
        // The larger run sets the line's ascent.
        let m20 = runs[1].face.metrics.scaled(to: 20)
        #expect(abs(layout.lines[0].ascent - m20.ascender) < 1e-9)
        #expect(t.string == "plain bold")
    }
}
