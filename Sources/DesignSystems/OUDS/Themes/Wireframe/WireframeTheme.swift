/// The Wireframe theme, for prototypes: blue and red wireframe colours in Shantell Sans. Its tuning is
/// fixed (`Tuning.Wireframe`: rounded alert messages and progress indicators).
open class WireframeTheme: OUDSTheme, @unchecked Sendable {
    /// The Wireframe theme.
    public init() {
        super.init(
            name: "Wireframe", semanticTokens: WireframeBrand.semanticTokens,
            componentTokens: WireframeBrand.componentTokens,
            tuning: .Wireframe, fontPostScriptNames: WireframeBrand.fontPostScriptNames)
    }

    /// The Wireframe theme with the tokens of the providers given (subclass
    /// `WireframeThemeColorSemanticTokensProvider` and the others to override tokens); the component
    /// tokens are rebuilt from the resulting semantic tokens with the brand's deltas.
    public init(
        colors: OUDSColorSemanticTokensProvider? = nil, borders: OUDSBorderSemanticTokensProvider? = nil,
        opacities: OUDSOpacitySemanticTokensProvider? = nil, sizes: OUDSSizeSemanticTokensProvider? = nil,
        spaces: OUDSSpaceSemanticTokensProvider? = nil
    ) {
        let semantic = WireframeBrand.semanticTokens.replacing(
            colors: colors, borders: borders, opacities: opacities, sizes: sizes, spaces: spaces,
            colorModes: WireframeBrand.colorModes(for:))
        super.init(
            name: "Wireframe", semanticTokens: semantic, componentTokens: WireframeBrand.componentTokens(for: semantic),
            tuning: .Wireframe, fontPostScriptNames: WireframeBrand.fontPostScriptNames)
    }
}
