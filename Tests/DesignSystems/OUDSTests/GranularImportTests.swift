// Mode 2 of the documents' §2, verbatim: granular imports only (no umbrella, no ProofUI). This file
// compiling shows that the layers re-export what the documents use from them.
// Example: components + Orange theme only, no Sosh/Wireframe
import OUDSComponents
import OUDSThemesContract
import OUDSThemesOrange
import Testing

@MainActor
@Suite("OUDS: granular imports")
struct GranularImportTests {
    struct Screen: View {
        @Environment(\.theme) private var theme
        var body: some View {
            VStack(spacing: theme.spaces.fixedMedium) {
                Text("Granular").font(theme.fonts.bodyDefaultMedium).foregroundColor(theme.colors.contentDefault)
                Circle().fill(theme.colors.actionEnabled).frame(
                    width: theme.button.sizeIcon, height: theme.button.sizeIcon)
            }
            .padding(theme.spaces.fixedLarge)
        }
    }

    @Test func orangeRendersWithTheGranularModules() throws {
        let theme = OrangeTheme(tuning: Tuning.MaxIt)
        let list = try ViewRenderer.displayList(OUDSThemeableView(theme: theme) { Screen() })
        #expect(list.items.contains { if case .text(_, _, _, "Granular") = $0 { true } else { false } })
        #expect(
            theme.tuning.hasRoundedButtons && PSFNMK("Helvetica Neue", Font.Weight.bold).description == "HelveticaNeue")
    }
}
