import OUDSSwiftUI
import Testing

// Component-token providers as OUDS iOS's documentation writes them: subclass a brand's provider,
// override tokens (written with the provider's semantic providers or raw values), give it to the
// theme or to a theme subclass's `init()`.

class CustomButtonComponentTokensProvider: OrangeThemeButtonComponentTokensProvider {
    override var sizeMaxHeightIconOnly: SizeSemanticToken { 60 }
    override var borderWidthDefault: BorderWidthSemanticToken { borders.widthThicker }
    override var colorBgStrongEnabled: MultipleColorSemanticToken { colors.surfaceBrandPrimary }
    override var colorContentStrongEnabled: MultipleColorSemanticToken {
        MultipleColorSemanticToken(light: "#123456", dark: "#ABCDEF")
    }
    override var spacePaddingBlock: SpaceSemanticToken { spaces.paddingBlockLarge }
}

class CustomBarTokens: OrangeThemeBarComponentTokensProvider {
    override var colorAccent: MultipleColorSemanticToken { colors.contentStatusInfo }
}

final class LocalButtonTheme: OrangeTheme, @unchecked Sendable {
    override init() { super.init(button: CustomButtonComponentTokensProvider()) }
}

final class TightSpaces: OrangeThemeSpaceSemanticTokensProvider, @unchecked Sendable {
    override var paddingBlockLarge: SpaceSemanticToken { 2 }
}

@MainActor
@Suite("OUDS: component-token providers")
struct ComponentTokenProviderTests {
    /// A provider overriding nothing gives exactly the brand's namespace, in every brand; the colours
    /// it returns are exact (the token draws the component colour itself).
    @Test func defaultProvidersReproduceEveryBrand() {
        let orange = OrangeTheme(
            bar: OrangeThemeBarComponentTokensProvider(), button: OrangeThemeButtonComponentTokensProvider(),
            chip: OrangeThemeChipComponentTokensProvider(), listItem: OrangeThemeListItemComponentTokensProvider(),
            switch: OrangeThemeSwitchComponentTokensProvider(), textInput: OrangeThemeTextInputComponentTokensProvider()
        )
        #expect(orange.componentTokens == OrangeTheme().componentTokens)
        #expect(SoshThemeButtonComponentTokensProvider().tokens == SoshTheme().button)
        #expect(WireframeThemeButtonComponentTokensProvider().tokens == WireframeTheme().button)
        #expect(WireframeThemeAlertMessageComponentTokensProvider().tokens == WireframeTheme().alertMessage)
        let enabled = OrangeThemeButtonComponentTokensProvider().colorBgStrongEnabled
        #expect(enabled.color == OrangeTheme().button.colorBgStrong.enabled)
        #expect(enabled.light?.description == hex(OrangeTheme().button.colorBgStrong.enabled, .light))
    }

    /// Overrides reach the theme's tokens, the others stay the brand's.
    @Test func overridesReachTheTheme() {
        let theme = LocalButtonTheme()
        let orange = OrangeTheme()
        #expect(theme.button.sizeMaxHeightIconOnly == 60)
        #expect(theme.button.borderWidthDefault == orange.borders.widthThicker)
        #expect(theme.button.spacePaddingBlock == orange.spaces.paddingBlockLarge)
        #expect(hex(theme.button.colorBgStrong.enabled, .dark) == hex(orange.colors.surfaceBrandPrimary, .dark))
        #expect(hex(theme.button.colorContentStrong.enabled, .light) == "#123456")
        #expect(theme.button.colorBgStrong.hover == orange.button.colorBgStrong.hover)
        #expect(theme.button.sizeMinHeight == orange.button.sizeMinHeight)
        #expect(theme.link == orange.link)
        #expect(OrangeTheme(bar: CustomBarTokens()).bar.colorAccent == orange.colors.contentStatusInfo)
    }

    /// A component provider made with other semantic providers starts from tokens built with them.
    @Test func providerMadeWithSemanticProviders() {
        let provider = OrangeThemeButtonComponentTokensProvider(spaces: TightSpaces())
        let theme = OrangeTheme(button: provider)
        #expect(provider.spaces.paddingBlockLarge == 2)
        #expect(theme.button == OrangeTheme(spaces: TightSpaces()).button)
        // The semantic tokens of the theme are its own: only the button namespace was given.
        #expect(theme.spaces.paddingBlockLarge == OrangeTheme().spaces.paddingBlockLarge)
    }

    /// An overridden colour draws: a strong button's label in the provider's colour, light and dark.
    @Test(arguments: ColorScheme.allCases)
    func overriddenColourDraws(scheme: ColorScheme) throws {
        let list = try displayList(
            OUDSThemeableView(theme: LocalButtonTheme()) { OUDSButton(text: "Pay", appearance: .strong) {} }, scheme)
        #expect(textItems(list).map(\.paint) == [scheme == .light ? "#123456" : "#ABCDEF"])
    }
}

// The README's example, as written there (only the class names differ).
class ReadmeColors: OrangeThemeColorSemanticTokensProvider {
    override var actionEnabled: MultipleColorSemanticToken { .init(light: "#123456", dark: "#ABCDEF") }
    override var bgPrimaryLight: ColorSemanticToken { "#FAFAFA" }  // one mode only
}
class ReadmeButtons: OrangeThemeButtonComponentTokensProvider {
    override var colorBgStrongEnabled: MultipleColorSemanticToken { colors.surfaceBrandPrimary }
    override var borderWidthDefault: BorderWidthSemanticToken { borders.widthThicker }
}
class ReadmeTheme: OrangeTheme, @unchecked Sendable {
    override init() { super.init(colors: ReadmeColors(), button: ReadmeButtons()) }
}

@MainActor
@Suite("OUDS: the README's token-provider example")
struct ReadmeTokenProviderExampleTests {
    /// The button namespace is the provider's (made with the Orange colours); the semantic colours are
    /// the overridden ones.
    @Test func readmeExample() {
        let theme = ReadmeTheme()
        #expect(hex(theme.colors.actionEnabled, .light) == "#123456")
        #expect(theme.button.borderWidthDefault == OrangeTheme().borders.widthThicker)
        #expect(theme.button.colorBgStrong.enabled == OrangeTheme().colors.surfaceBrandPrimary)
        #expect(hex(theme.colors.bgPrimary, .light) == "#FAFAFA")
    }
}
