/// The Orange opacity tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`OrangeTheme(opacities: MyOpacitys())`).
open class OrangeThemeOpacitySemanticTokensProvider: OUDSOpacitySemanticTokensProvider {
    /// The Orange values.
    public init() { super.init(defaults: OrangeBrand.semanticTokens(fontFamily: OrangeBrand.fontFamily).opacities) }
}
