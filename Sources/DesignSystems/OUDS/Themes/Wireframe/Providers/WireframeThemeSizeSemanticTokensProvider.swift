/// The Wireframe size tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`WireframeTheme(sizes: MySizes())`).
open class WireframeThemeSizeSemanticTokensProvider: OUDSSizeSemanticTokensProvider {
    /// The Wireframe values.
    public init() { super.init(defaults: WireframeBrand.semanticTokens.sizes) }
}
