/// The Wireframe border radius and width tokens as overridable properties: subclass it, override
/// the tokens to change, and give an instance to the theme (`WireframeTheme(borders: MyBorders())`).
open class WireframeThemeBorderSemanticTokensProvider: OUDSBorderSemanticTokensProvider {
    /// The Wireframe values.
    public init() { super.init(defaults: WireframeBrand.semanticTokens.borders) }
}
