/// The Sosh border radius and width tokens as overridable properties: subclass it, override the tokens to change, and
/// give an instance to the theme (`SoshTheme(borders: MyBorders())`).
open class SoshThemeBorderSemanticTokensProvider: OUDSBorderSemanticTokensProvider {
    /// The Sosh values.
    public init() { super.init(defaults: SoshBrand.semanticTokens.borders) }
}
