import OUDSSwiftUI
import Testing

/// `OUDSThemeableView` and `@Environment(\.theme)`.
@MainActor
@Suite("OUDS: theme environment")
struct ThemeEnvironmentTests {
    struct ThemedProbe: View {
        @Environment(\.theme) private var theme
        var body: some View {
            HStack(spacing: theme.spaces.fixedMedium) {
                Text(theme.name).foregroundColor(theme.colors.contentDefault)
                Rectangle().fill(theme.colors.actionEnabled).frame(width: theme.sizes.minInteractiveArea, height: 10)
            }
            .padding(theme.spaces.fixedLarge)
            .background(theme.colors.bgPrimary)
        }
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func theInjectedThemeIsReadInsideAndResolvesForTheScheme(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        let list = try displayList(OUDSThemeableView(theme: t) { ThemedProbe() }, scheme)
        #expect(textItems(list).map(\.string) == [t.name])
        #expect(textItems(list).map(\.paint) == [hex(t.colors.contentDefault, scheme)])
        #expect(fillPaints(list) == [hex(t.colors.bgPrimary, scheme), hex(t.colors.actionEnabled, scheme)])
        // Padding of the large fixed space on each side of the row.
        let height = try #require(textItems(list).first).layout.size.height
        #expect(abs(list.size.height - (Double(max(height, 10)) + 48)) < 1)  // rounded up to whole pixels
        let expectedMin = t.sizes.minInteractiveArea + 48
        #expect(list.size.width > expectedMin)
    }

    @Test func theInnermostThemeableViewWins() throws {
        let view = OUDSThemeableView(theme: OrangeTheme()) {
            VStack {
                ThemedProbe()
                OUDSThemeableView(theme: WireframeTheme()) { ThemedProbe() }
            }
        }
        let list = try displayList(view)
        #expect(textItems(list).map(\.string) == ["Orange", "Wireframe"])
        #expect(fillPaints(list).contains("#2055E5") && fillPaints(list).contains("#000000"))
    }

    @Test func themeNamesAndClassesMatchTheDocuments() {
        #expect(OrangeTheme().name == "Orange")
        #expect(OrangeCompact().name == "OrangeCompact")
        #expect(OrangeCompactTheme().name == "OrangeCompact")
        #expect(SoshTheme().name == "Sosh")
        #expect(WireframeTheme().name == "Wireframe")
        let themes: [OUDSTheme] = [OrangeTheme(), OrangeCompact(), SoshTheme(), WireframeTheme()]
        #expect(themes.count == 4)
    }

    @Test func monochromeFlagIsAnEnvironmentValue() throws {
        struct Reader: View {
            @Environment(\.oudsUseMonochrome) private var mono
            var body: some View { Text(mono ? "mono" : "colour") }
        }
        #expect(textItems(try displayList(Reader())).map(\.string) == ["colour"])
        #expect(textItems(try displayList(Reader().environment(\.oudsUseMonochrome, true))).map(\.string) == ["mono"])
    }
}
