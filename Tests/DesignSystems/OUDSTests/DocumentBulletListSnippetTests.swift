import Foundation
import OUDSSwiftUI
import Testing

// The framework usage document (seed 000) "Content Display — Bullet List", compiled verbatim inside a
// view body and rendered. Changes to the text, each for a stated reason:
// - The statements sit in a `VStack`.
// - `AttributedString(…)` elides its argument: it is compiled with a rich text of our own
//   (`DocumentCoverageTests` lists the line).

struct BulletListDocumentSnippets: View {
    var body: some View {
        VStack {
            OUDSBulletList {
                OUDSBulletList.Item("Label 1")
                OUDSBulletList.Item("Label 2")
            }
            OUDSBulletList(type: .ordered) {
                OUDSBulletList.Item("Label 1") { OUDSBulletList.Item("Label 1.1") }
            }
            OUDSBulletList { OUDSBulletList.Item(AttributedString("Rich label")) }
        }
    }
}

@MainActor
@Suite("OUDS: document bullet-list snippets")
struct DocumentBulletListSnippetTests {
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func bulletListSnippetsRenderInEveryTheme(theme: ThemeCase, scheme: ColorScheme) throws {
        let list = try displayList(OUDSThemeableView(theme: theme.make()) { BulletListDocumentSnippets() }, scheme)
        let texts = textItems(list).map(\.string)
        #expect(texts.filter { $0.hasPrefix("Label 1") }.count == 3)
        #expect(texts.contains("Rich label"))
        #expect(texts.contains("1."), "the ordered list numbers its item")
    }
}
