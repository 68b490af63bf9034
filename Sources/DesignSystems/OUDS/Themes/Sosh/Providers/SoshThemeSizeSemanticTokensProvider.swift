/// The Sosh size tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`SoshTheme(sizes: MySizes())`).
open class SoshThemeSizeSemanticTokensProvider: OUDSSizeSemanticTokensProvider {
    /// The Sosh values.
    public init() { super.init(defaults: SoshBrand.semanticTokens.sizes) }
}
