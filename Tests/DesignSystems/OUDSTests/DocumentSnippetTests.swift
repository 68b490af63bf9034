import OUDSComponents
// §2 of the OUDS framework usage document: every import form, verbatim (granular and umbrella).
import OUDSSwiftUI  // everything — default choice
import OUDSSwiftUIOrange  // or: Orange apps only
import OUDSSwiftUIOrangeSosh  // or: Orange + Sosh multi-brand
import OUDSSwiftUIWireframe  // or: wireframe prototyping
import OUDSThemesContract
import OUDSThemesOrange
import Testing

// The framework usage document (seed 000) §1–§5 and the "Registering custom fonts" section, compiled
// verbatim inside view bodies and rendered. Changes to the documents' text, each for a stated reason:
// - §1: `@main` is dropped (a test bundle has its own entry point); the app is built, not run.
// - "Registering custom fonts": the snippet's `private func` and `private static var` are members of
//   a `@MainActor` type, as they are in an app (Swift 6 rejects an unisolated mutable static).

// §1 Basic setup (without `@main`).
struct MyApp: App {
    var body: some Scene {
        WindowGroup {
            OUDSThemeableView(theme: OrangeTheme()) {
                ContentView()
            }
        }
    }
}

struct ContentView: View {
    @Environment(\.theme) private var theme
    var body: some View {
        VStack(spacing: theme.spaces.fixedMedium) {
            OUDSButton(text: "Action", appearance: .default) {}
        }
        .padding(theme.spaces.fixedLarge)
    }
}

// §3 Themes: inject at the root, consume anywhere; the four available themes.
struct ThemesSnippet: View {
    @Environment(\.theme) private var theme  // consume anywhere
    var body: some View {
        Text(theme.name)
    }
}

func availableThemes() -> [OUDSTheme] { [OrangeTheme(), OrangeCompact(), SoshTheme(), WireframeTheme()] }

// §4 Token namespaces: each one read from the environment's theme.
struct NamespacesSnippet: View {
    @Environment(\.theme) private var theme
    var body: some View {
        VStack(spacing: theme.spaces.fixedSmall) {
            Rectangle().fill(theme.colors.actionEnabled)
                .frame(width: theme.sizes.iconDecorativeMedium, height: theme.dimensions.dimensionXs)
                .opacity(theme.opacities.opaque)
            Rectangle().fill(theme.colorModes.onBrandPrimary.surface)
                .frame(width: theme.grids.compactMargin, height: theme.effects.blurDrag / 4)
                .border(
                    style: theme.borders.styleDefault, width: theme.borders.widthThin,
                    radius: theme.borders.radiusSmall, color: theme.colors.borderDefault
                )
                .shadow(theme.elevations.raised)
            Text("Typography").font(theme.fonts.headingSmall)
        }
    }
}

// §5 View modifiers, verbatim in a body.
struct ModifiersSnippet: View {
    @Environment(\.theme) private var theme
    var body: some View {
        VStack {
            Text("Hello")
                .font(theme.fonts.bodyDefaultMedium)  // typography — use view modifier with token
                .foregroundColor(theme.colors.contentDefault)
                .background(theme.colors.bgPrimary)
                .border(
                    style: theme.borders.styleDefault,
                    width: theme.borders.widthThin,
                    radius: theme.borders.radiusMedium,
                    color: theme.colors.actionEnabled
                )
                .shadow(theme.elevations.emphasized)

            Circle()
                .fill(theme.colors.actionEnabled)  // shape fill with token
            RoundedRectangle(cornerRadius: 8)
                .fill(theme.colors.bgPrimary, style: FillStyle(eoFill: true))  // with custom fill style
        }
        .frame(width: 120)
    }
}

// "Registering custom fonts", steps 1 and 2, verbatim inside an app-like type.
@MainActor
struct FontSetup {
    private static var fontsAlreadyRegistered = false

    private func registerFonts() {
        guard !Self.fontsAlreadyRegistered else { return }
        // swift-format-ignore: ReplaceForEachWithForLoop
        // The document's line, verbatim.
        Bundle.main.urls(forResourcesWithExtension: "ttf", subdirectory: nil)?
            .forEach { CTFontManagerRegisterFontsForURL($0 as CFURL, .process, nil) }
        Self.fontsAlreadyRegistered = true
    }

    func run() {
        registerFonts()
        registerFont(postScript: "WinkyRough-Regular_Light", forCombination: PSFNMK("Winky Rough", Font.Weight.light))
        registerFont(postScript: "WinkyRough-Regular", forCombination: PSFNMK("Winky Rough", Font.Weight.regular))
        registerFont(postScript: "WinkyRough-Regular_Medium", forCombination: PSFNMK("Winky Rough", Font.Weight.medium))
        registerFont(
            postScript: "WinkyRough-Regular_SemiBold", forCombination: PSFNMK("Winky Rough", Font.Weight.semibold))
        registerFont(postScript: "WinkyRough-Regular_Bold", forCombination: PSFNMK("Winky Rough", Font.Weight.bold))
        registerFont(postScript: "WinkyRough-Regular_Black", forCombination: PSFNMK("Winky Rough", Font.Weight.black))
    }
}

@MainActor
@Suite("OUDS: document snippets")
struct DocumentSnippetTests {
    @Test func basicSetupBuildsTheAppAndRendersTheContent() throws {
        _ = MyApp().body
        let list = try displayList(OUDSThemeableView(theme: OrangeTheme()) { ContentView() })
        #expect(textItems(list).map(\.string) == ["Action"])
        // The button (48 pt high) inside the large padding (24 pt on each side).
        #expect(list.size.height == CGFloat(96))
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func themesNamespacesAndModifiersRenderInEveryTheme(theme: ThemeCase, scheme: ColorScheme) throws {
        let t = theme.make()
        #expect(availableThemes().map(\.name) == ["Orange", "OrangeCompact", "Sosh", "Wireframe"])
        let names = try displayList(OUDSThemeableView(theme: t) { ThemesSnippet() }, scheme)
        #expect(textItems(names).map(\.string) == [t.name])
        let namespaces = try displayList(OUDSThemeableView(theme: t) { NamespacesSnippet() }, scheme)
        #expect(
            fillPaints(namespaces).prefix(2) == [
                hex(t.colors.actionEnabled, scheme), hex(t.colors.surfaceBrandPrimary, scheme),
            ])
        let modifiers = try displayList(OUDSThemeableView(theme: t) { ModifiersSnippet() }, scheme)
        let text = try #require(textItems(modifiers).first)
        #expect(text.string == "Hello" && text.paint == hex(t.colors.contentDefault, scheme))
        #expect(text.layout.size.height == Double(t.fonts.bodyDefaultMedium.compact.lineHeight))
        #expect(
            fillPaints(modifiers) == [
                hex(t.colors.bgPrimary, scheme), hex(t.colors.actionEnabled, scheme), hex(t.colors.bgPrimary, scheme),
            ])
        let shadows = modifiers.items.compactMap { if case .beginLayer(_, _, let s?) = $0 { s } else { nil } }
        #expect(shadows.map(\.radius) == [t.elevations.emphasized.light.blur / 2])
        _ = try ViewRenderer.render(
            OUDSThemeableView(theme: t) { ModifiersSnippet() },
            configuration: RenderConfiguration(scale: 2, colorScheme: scheme))
    }

    @Test @MainActor func registeringCustomFontsMapsTheFamily() throws {
        FontSetup().run()
        #expect(kApplePostScriptFontNames[PSFNMK("Winky Rough", .semibold)] == "WinkyRough-Regular_SemiBold")
        // The Linux Core Text counterpart registers a file, or reports the typed error.
        let bundled = BundledFonts.directory + "/ComicNeue/ComicNeue-Light.otf"
        #expect(CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: bundled) as CFURL, .process, nil))
        var error: FontError?
        let missing = URL(fileURLWithPath: "/nonexistent/Font.ttf")
        #expect(!CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
        #expect(error == .fileNotFound(path: "/nonexistent/Font.ttf"))
    }
}
