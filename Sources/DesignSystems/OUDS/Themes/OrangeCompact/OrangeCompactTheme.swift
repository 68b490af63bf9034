import OUDSThemesOrange

/// The Orange Compact theme: Orange colours and font with denser spaces, sizes and typography
/// (`ouds-tokens.md` §2.13). The documents also call it `OrangeCompact`.
open class OrangeCompactTheme: OUDSTheme, @unchecked Sendable {
    /// The Orange Compact theme with `tuning` (default: rounded text inputs, the Orange Compact
    /// preset) in `fontFamily` (default Helvetica Neue).
    public init(tuning: Tuning = .OrangeCompact, fontFamily: FontFamilySemanticToken? = OrangeBrand.fontFamily) {
        super.init(
            name: "OrangeCompact", semanticTokens: OrangeCompactTokens.semanticTokens(fontFamily: fontFamily),
            componentTokens: OrangeCompactTokens.components, tuning: tuning,
            fontPostScriptNames: OrangeBrand.fontPostScriptNames)
    }
}

/// The name the documents use for the Orange Compact theme (`OrangeCompact()`).
public typealias OrangeCompact = OrangeCompactTheme
