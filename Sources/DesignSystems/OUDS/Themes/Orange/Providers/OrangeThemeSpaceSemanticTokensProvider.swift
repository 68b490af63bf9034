/// The Orange space tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`OrangeTheme(spaces: MySpaces())`).
open class OrangeThemeSpaceSemanticTokensProvider: OUDSSpaceSemanticTokensProvider {
    /// The Orange values.
    public init() { super.init(defaults: OrangeBrand.semanticTokens(fontFamily: OrangeBrand.fontFamily).spaces) }
}
