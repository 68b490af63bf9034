/// The Wireframe space tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`WireframeTheme(spaces: MySpaces())`).
open class WireframeThemeSpaceSemanticTokensProvider: OUDSSpaceSemanticTokensProvider {
    /// The Wireframe values.
    public init() { super.init(defaults: WireframeBrand.semanticTokens.spaces) }
}
