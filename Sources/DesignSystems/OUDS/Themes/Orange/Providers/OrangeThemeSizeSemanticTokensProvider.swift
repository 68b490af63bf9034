/// The Orange size tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`OrangeTheme(sizes: MySizes())`).
open class OrangeThemeSizeSemanticTokensProvider: OUDSSizeSemanticTokensProvider {
    /// The Orange values.
    public init() { super.init(defaults: OrangeBrand.semanticTokens(fontFamily: OrangeBrand.fontFamily).sizes) }
}
