import Testing

@testable import ProofUI

/// `Text` initialisers, Markdown, concatenation and the text environment.
@MainActor
@Suite("UI: text views")
struct TextViewTests {
    @Test func literalsAreLocalizedKeysWithMarkdown() {
        let t = Text("**Bold** then `code` and [a link](https://example.org)")
        #expect(t.segments.map(\.string) == ["Bold", " then ", "code", " and ", "a link"])
        #expect(t.segments[0].weight == .bold)
        #expect(t.segments[2].monospaced)
        #expect(t.segments[4].link == "https://example.org")
        let variable = "**not markdown**"
        #expect(Text(variable).plainText == "**not markdown**")
        #expect(Text(verbatim: "**x**").plainText == "**x**")
    }

    @Test func concatenationKeepsEachPartsAttributes() throws {
        let t = Text("A").foregroundColor(.red) + Text("B").bold()
        #expect(t.segments.count == 2)
        #expect(t.segments[0].color == .red && t.segments[1].weight == .bold)
    }

    @Test(arguments: DynamicTypeSize.allCases)
    func textStylesScaleWithDynamicTypeButFixedSizesDoNot(size: DynamicTypeSize) throws {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        let body = Font.body.attributes(in: env, weightOverride: nil)
        #expect(body.size == size.bodyPointSize)
        let fixed = Font.system(size: 12).attributes(in: env, weightOverride: nil)
        #expect(fixed.size == 12)
        let headline = Font.headline.attributes(in: env, weightOverride: nil)
        #expect(headline.weight == .semibold)
    }

    @Test func lineLimitAndTruncationComeFromTheEnvironment() throws {
        let long = Text("One two three four five six seven eight nine ten eleven twelve").lineLimit(1).truncationMode(
            .tail)
        let list = try ViewRenderer.displayList(long, configuration: RenderConfiguration(size: .width(120)))
        guard case .text(let layout, _, _, _)? = list.items.first else {
            Issue.record("no text item")
            return
        }
        #expect(layout.lines.count == 1 && layout.isTruncated)
        #expect(layout.size.width <= 120)
    }

    @Test func foregroundStyleColoursTextAndSecondaryIsHierarchical() throws {
        let list = try ViewRenderer.displayList(
            VStack {
                Text("a")
                Text("b").foregroundStyle(.secondary)
            }.foregroundColor(.blue))
        let paints = list.items.compactMap { if case .text(_, _, let p, _) = $0 { p.description } else { nil } }
        #expect(paints == ["#007AFF", "#007AFF99"])
    }
}
