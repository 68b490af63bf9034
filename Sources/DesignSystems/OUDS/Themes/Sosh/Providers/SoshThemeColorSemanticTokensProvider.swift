/// The Sosh colour tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`SoshTheme(colors: MyColors())`).
open class SoshThemeColorSemanticTokensProvider: OUDSColorSemanticTokensProvider {
    /// The Sosh values.
    public init() { super.init(defaults: SoshBrand.semanticTokens.colors) }
}
