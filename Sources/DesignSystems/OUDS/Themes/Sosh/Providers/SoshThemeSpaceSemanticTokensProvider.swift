/// The Sosh space tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`SoshTheme(spaces: MySpaces())`).
open class SoshThemeSpaceSemanticTokensProvider: OUDSSpaceSemanticTokensProvider {
    /// The Sosh values.
    public init() { super.init(defaults: SoshBrand.semanticTokens.spaces) }
}
