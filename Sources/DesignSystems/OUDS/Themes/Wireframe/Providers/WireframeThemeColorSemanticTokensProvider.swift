/// The Wireframe colour tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`WireframeTheme(colors: MyColors())`).
open class WireframeThemeColorSemanticTokensProvider: OUDSColorSemanticTokensProvider {
    /// The Wireframe values.
    public init() { super.init(defaults: WireframeBrand.semanticTokens.colors) }
}
