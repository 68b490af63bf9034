/// The Wireframe opacity tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`WireframeTheme(opacities: MyOpacitys())`).
open class WireframeThemeOpacitySemanticTokensProvider: OUDSOpacitySemanticTokensProvider {
    /// The Wireframe values.
    public init() { super.init(defaults: WireframeBrand.semanticTokens.opacities) }
}
