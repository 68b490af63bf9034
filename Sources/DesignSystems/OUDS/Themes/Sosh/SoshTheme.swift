/// The Sosh theme: OUDS core tokens with the Sosh colours, borders and weights, in the Sosh font.
/// Its tuning is fixed (every flag off): the theme takes no options.
open class SoshTheme: OUDSTheme, @unchecked Sendable {
    /// The Sosh theme.
    public init() {
        super.init(
            name: "Sosh", semanticTokens: SoshBrand.semanticTokens, componentTokens: SoshBrand.componentTokens,
            tuning: .Sosh,
            fontPostScriptNames: SoshBrand.fontPostScriptNames)
    }

    /// The Sosh theme with the tokens of the providers given (subclass
    /// `SoshThemeColorSemanticTokensProvider` and the others to override tokens); the component
    /// tokens are rebuilt from the resulting semantic tokens with the brand's deltas.
    public init(
        colors: OUDSColorSemanticTokensProvider? = nil, borders: OUDSBorderSemanticTokensProvider? = nil,
        opacities: OUDSOpacitySemanticTokensProvider? = nil, sizes: OUDSSizeSemanticTokensProvider? = nil,
        spaces: OUDSSpaceSemanticTokensProvider? = nil
    ) {
        let semantic = SoshBrand.semanticTokens.replacing(
            colors: colors, borders: borders, opacities: opacities, sizes: sizes, spaces: spaces,
            colorModes: SoshBrand.colorModes(for:))
        super.init(
            name: "Sosh", semanticTokens: semantic, componentTokens: SoshBrand.componentTokens(for: semantic),
            tuning: .Sosh, fontPostScriptNames: SoshBrand.fontPostScriptNames)
    }
}
