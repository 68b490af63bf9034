/// The Sosh opacity tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`SoshTheme(opacities: MyOpacitys())`).
open class SoshThemeOpacitySemanticTokensProvider: OUDSOpacitySemanticTokensProvider {
    /// The Sosh values.
    public init() { super.init(defaults: SoshBrand.semanticTokens.opacities) }
}
