import OUDSSwiftUI
import Testing

// Token providers as apps write them with OUDS iOS: subclass a theme's provider, override tokens,
// give it to the theme (or to a theme subclass's `init()`).

final class BrandColors: OrangeThemeColorSemanticTokensProvider, @unchecked Sendable {
    override var actionEnabled: MultipleColorSemanticToken {
        MultipleColorSemanticToken(light: "#123456", dark: "#ABCDEF")
    }
    override var bgPrimaryLight: ColorSemanticToken { "#FAFAFA" }
}

final class RoomySpaces: OrangeThemeSpaceSemanticTokensProvider, @unchecked Sendable {
    override var fixedMedium: SpaceSemanticToken { 40 }
}

final class LocalTheme: OrangeTheme, @unchecked Sendable {
    override init() { super.init(spaces: RoomySpaces()) }
}

final class BrokenColors: OrangeThemeColorSemanticTokensProvider, @unchecked Sendable {
    override var contentDefault: MultipleColorSemanticToken { MultipleColorSemanticToken("#12345") }
}

final class RoundSoshBorders: SoshThemeBorderSemanticTokensProvider, @unchecked Sendable {
    override var radiusDefault: CGFloat { 10 }
}

@MainActor
@Suite("OUDS: token providers")
struct TokenProviderTests {
    /// A provider that overrides nothing gives exactly the brand's tokens, semantic and component.
    @Test func defaultProvidersReproduceEveryBrand() {
        let orange = OrangeTheme(
            borders: OrangeThemeBorderSemanticTokensProvider(), colors: OrangeThemeColorSemanticTokensProvider(),
            opacities: OrangeThemeOpacitySemanticTokensProvider(), sizes: OrangeThemeSizeSemanticTokensProvider(),
            spaces: OrangeThemeSpaceSemanticTokensProvider())
        #expect(orange.semanticTokens == OrangeTheme().semanticTokens)
        #expect(orange.componentTokens == OrangeTheme().componentTokens)
        let sosh = SoshTheme(
            colors: SoshThemeColorSemanticTokensProvider(), borders: SoshThemeBorderSemanticTokensProvider())
        #expect(sosh.semanticTokens == SoshTheme().semanticTokens)
        #expect(sosh.componentTokens == SoshTheme().componentTokens)
        let wireframe = WireframeTheme(colors: WireframeThemeColorSemanticTokensProvider())
        #expect(wireframe.semanticTokens == WireframeTheme().semanticTokens)
        #expect(wireframe.componentTokens == WireframeTheme().componentTokens)
    }

    /// Overridden colours reach the semantic tokens and the component tokens built from them; an
    /// overridden light value leaves the dark one alone.
    @Test func overriddenColoursReachComponents() {
        let theme = OrangeTheme(colors: BrandColors())
        #expect(hex(theme.colors.actionEnabled, .light) == "#123456")
        #expect(hex(theme.colors.actionEnabled, .dark) == "#ABCDEF")
        #expect(hex(theme.colors.bgPrimary, .light) == "#FAFAFA")
        #expect(hex(theme.colors.bgPrimary, .dark) == hex(OrangeTheme().colors.bgPrimary, .dark))
        #expect(theme.componentTokens != OrangeTheme().componentTokens)
        #expect(theme.colors.token(.actionEnabled).name == .actionEnabled)
    }

    /// A theme subclass overriding `init()` with a space provider, as OUDS iOS's documentation shows.
    @Test func themeSubclassWithASpaceProvider() {
        #expect(LocalTheme().spaces.fixedMedium == 40)
        #expect(LocalTheme().spaces.fixedLarge == OrangeTheme().spaces.fixedLarge)
    }

    @Test func soshBorderProvider() {
        let theme = SoshTheme(borders: RoundSoshBorders())
        #expect(theme.borders.radiusDefault == 10)
        #expect(theme.borders.radiusSmall == SoshTheme().borders.radiusSmall)
    }

    /// A malformed code fails the render of whatever draws the token, naming the code.
    @Test func invalidHexadecimalCodeIsATypedError() {
        let error = renderError(
            OUDSThemeableView(theme: OrangeTheme(colors: BrokenColors())) {
                ThemedText()
            })
        guard case .invalidConfiguration(_, let reason)? = error else {
            Issue.record("expected invalidConfiguration, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("#12345"))
    }
}

/// Draws `contentDefault` of the environment's theme.
private struct ThemedText: View {
    @Environment(\.theme) private var theme
    var body: some View { Text("Hi").foregroundColor(theme.colors.contentDefault) }
}
