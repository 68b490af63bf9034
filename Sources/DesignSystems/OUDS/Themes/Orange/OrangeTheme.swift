/// The Orange theme: OUDS core tokens with the Orange colours, in Helvetica Neue.
///
/// ```swift
/// OUDSThemeableView(theme: OrangeTheme()) { ContentView() }
/// OrangeTheme(tuning: .MaxIt)                    // rounded buttons, inputs and alerts
/// OrangeTheme(fontFamily: "Winky Rough")         // after registerFont(postScript:forCombination:)
/// ```
open class OrangeTheme: OUDSTheme, @unchecked Sendable {
    /// The Orange theme with `tuning` (default: every flag off) in `fontFamily` (default Helvetica
    /// Neue; nil for the system font).
    public init(tuning: Tuning = .default, fontFamily: FontFamilySemanticToken? = OrangeBrand.fontFamily) {
        super.init(
            name: "Orange", semanticTokens: OrangeBrand.semanticTokens(fontFamily: fontFamily),
            componentTokens: OrangeBrand.componentTokens,
            tuning: tuning,
            fontPostScriptNames: OrangeBrand.fontPostScriptNames)
    }

    /// The Orange theme with every flag off, in Helvetica Neue (the initialiser a subclass overrides:
    /// `override init() { super.init(spaces: MySpaces()) }`).
    public init() {
        super.init(
            name: "Orange", semanticTokens: OrangeBrand.semanticTokens(fontFamily: OrangeBrand.fontFamily),
            componentTokens: OrangeBrand.componentTokens, tuning: .default,
            fontPostScriptNames: OrangeBrand.fontPostScriptNames)
    }

    /// The Orange theme with the tokens of the providers given (OUDS iOS's
    /// `OrangeTheme(colors:borders:…)`; subclass `OrangeThemeColorSemanticTokensProvider` and the
    /// others to override tokens). The component tokens are rebuilt from the resulting semantic
    /// tokens, so a button follows a changed `actionEnabled`. OUDS iOS also takes component-token
    /// providers; Proof takes component tokens whole through `OUDSTheme(name:semanticTokens:componentTokens:)`.
    public init(
        colors: OUDSColorSemanticTokensProvider? = nil, borders: OUDSBorderSemanticTokensProvider? = nil,
        opacities: OUDSOpacitySemanticTokensProvider? = nil, sizes: OUDSSizeSemanticTokensProvider? = nil,
        spaces: OUDSSpaceSemanticTokensProvider? = nil, tuning: Tuning = .default,
        fontFamily: FontFamilySemanticToken? = OrangeBrand.fontFamily
    ) {
        let semantic = OrangeBrand.semanticTokens(fontFamily: fontFamily).replacing(
            colors: colors, borders: borders, opacities: opacities, sizes: sizes, spaces: spaces,
            colorModes: OrangeBrand.colorModes(for:))
        super.init(
            name: "Orange", semanticTokens: semantic, componentTokens: OrangeBrand.componentTokens(for: semantic),
            tuning: tuning, fontPostScriptNames: OrangeBrand.fontPostScriptNames)
    }
}
