/// The Orange border radius and width tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`OrangeTheme(borders: MyBorders())`).
open class OrangeThemeBorderSemanticTokensProvider: OUDSBorderSemanticTokensProvider {
    /// The Orange values.
    public init() { super.init(defaults: OrangeBrand.semanticTokens(fontFamily: OrangeBrand.fontFamily).borders) }
}
