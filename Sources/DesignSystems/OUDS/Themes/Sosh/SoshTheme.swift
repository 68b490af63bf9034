/// The Sosh theme: OUDS core tokens with the Sosh colours, borders and weights, in the Sosh font.
/// Its tuning is fixed (every flag off): the theme takes no options.
open class SoshTheme: OUDSTheme, @unchecked Sendable {
    /// The Sosh theme.
    public init() {
        super.init(
            name: "Sosh", semanticTokens: SoshBrand.semanticTokens, componentTokens: SoshBrand.componentTokens,
            tuning: .Sosh,
            fontPostScriptNames: SoshBrand.fontPostScriptNames)
    }
}
