import OUDSSwiftUI
import Testing

@testable import OUDSComponents

/// `OUDSBulletList` against `ouds-components.md` §4: indents, paddings, marker box, ordinals, depth
/// limit, styles and colours, read from display lists.
@MainActor
@Suite("OUDS: bullet list")
struct BulletListTests {
    static func list<V: View>(_ view: V, _ theme: ThemeCase = .orange) throws -> DisplayList {
        try displayList(OUDSThemeableView(theme: theme.make()) { view }, width: 320)
    }

    static func texts(_ list: DisplayList) -> [(string: String, origin: CGPoint, width: CGFloat)] {
        list.items.compactMap {
            if case .text(let layout, let origin, _, let string) = $0 {
                (string, origin, CGFloat(layout.size.width))
            } else {
                nil
            }
        }
    }

    static func nested(_ type: OUDSBulletList.`Type`) -> OUDSBulletList {
        OUDSBulletList(type: type) {
            OUDSBulletList.Item("One") {
                OUDSBulletList.Item("Two") {
                    OUDSBulletList.Item("Three") {
                        OUDSBulletList.Item("Four")
                    }
                }
            }
            OUDSBulletList.Item("Five")
        }
    }

    /// Ordinals by level, the marker end-aligned in its 24 pt box, 8 pt before the text, rows indented
    /// by 4, 36 and 68, the fourth level not shown.
    @Test func orderedListNumbersIndentsAndStopsAtThreeLevels() throws {
        let texts = Self.texts(try Self.list(Self.nested(.ordered)))
        #expect(texts.map(\.string) == ["1.", "One", "A.", "Two", "a.", "Three", "2.", "Five"])
        for (level, indent) in [(0, 4.0), (1, 36.0), (2, 68.0)] {
            let marker = texts[level * 2]
            let label = texts[level * 2 + 1]
            // The label starts after the 24 pt box (or the marker, if wider) and the 8 pt gap.
            #expect(abs(label.origin.x - (indent + max(24, marker.width) + 8)) < 0.5, "level \(level)")
            // The marker ends where the box ends.
            #expect(abs(marker.origin.x + marker.width - (indent + max(24, marker.width))) < 0.5, "level \(level)")
        }
        #expect(abs(texts[1].origin.y - 6) < 0.5)  // 6 pt above the first row
    }

    @Test func ordinalsWrapEvery26Letters() {
        let cases = [(0, 0), (26, 0), (0, 1), (1, 1), (26, 1), (0, 2), (25, 2), (26, 2)]
        #expect(
            cases.map { BulletListRow.ordinal($0.0, level: $0.1) } == ["1.", "27.", "A.", "B.", "A.", "a.", "z.", "a."])
    }

    /// The bullet follows the unordered depth; branded bullets take `contentBrandPrimary`.
    @Test(arguments: ThemeCase.allCases)
    func bulletsTakeTheirColour(theme themeCase: ThemeCase) throws {
        let t = themeCase.make()
        let plain = try Self.list(Self.nested(.unordered()), themeCase)
        #expect(Set(fillPaints(plain)) == [hex(t.colors.contentDefault, .light)])
        #expect(fillPaints(plain).count == 4)  // four rows shown, one bullet each
        let branded = try Self.list(Self.nested(.unordered(isBranded: true)), themeCase)
        #expect(Set(fillPaints(branded)) == [hex(t.colors.contentBrandPrimary, .light)])
        #expect(fillPaints(try Self.list(Self.nested(.bare), themeCase)).isEmpty)
    }

    /// Bold body large by default; regular body medium on request, with its 20 pt box.
    @Test func textStyles() throws {
        let t = OrangeTheme()
        let bold = try #require(textItems(try Self.list(OUDSBulletList { OUDSBulletList.Item("A") })).first)
        #expect(bold.layout.usedPostScriptNames == ["NotoSansDisplay-Bold"])
        #expect(abs(bold.layout.size.height - t.fonts.bodyStrongLarge.compact.lineHeight) < 0.01)
        let regular = try Self.list(OUDSBulletList(textStyle: .bodyMedium, isBold: false) { OUDSBulletList.Item("A") })
        let item = try #require(textItems(regular).first)
        #expect(item.layout.usedPostScriptNames == ["NotoSansDisplay-Regular"])
        #expect(try abs(#require(Self.texts(regular).first).origin.x - (4 + 20 + 8)) < 0.5)
    }
}
