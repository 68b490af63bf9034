/// The Orange theme: OUDS core tokens with the Orange colours, in Helvetica Neue.
///
/// ```swift
/// OUDSThemeableView(theme: OrangeTheme()) { ContentView() }
/// OrangeTheme(tuning: .MaxIt)                    // rounded buttons, inputs and alerts
/// OrangeTheme(fontFamily: "Winky Rough")         // after registerFont(postScript:forCombination:)
/// ```
open class OrangeTheme: OUDSTheme, @unchecked Sendable {
    /// The Orange theme with `tuning` (default: every flag off) in `fontFamily` (default Helvetica
    /// Neue; nil for the system font).
    public init(tuning: Tuning = .default, fontFamily: FontFamilySemanticToken? = OrangeBrand.fontFamily) {
        super.init(
            name: "Orange", semanticTokens: OrangeBrand.semanticTokens(fontFamily: fontFamily),
            componentTokens: OrangeBrand.componentTokens,
            tuning: tuning,
            fontPostScriptNames: OrangeBrand.fontPostScriptNames)
    }
}
