/// The Orange colour tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`OrangeTheme(colors: MyColors())`).
open class OrangeThemeColorSemanticTokensProvider: OUDSColorSemanticTokensProvider {
    /// The Orange values.
    public init() { super.init(defaults: OrangeBrand.semanticTokens(fontFamily: OrangeBrand.fontFamily).colors) }
}
