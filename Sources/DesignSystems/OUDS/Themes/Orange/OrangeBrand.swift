/// The Orange brand's own values: font family, PostScript font names, colours and colour modes.
/// `OrangeTheme` and the themes derived from Orange (`OrangeCompactTheme`) are built from them.
public enum OrangeBrand {
    /// "Helvetica Neue" (an iOS system font; the bundled Noto Sans Display stands in on Linux).
    public static let fontFamily: FontFamilySemanticToken = "Helvetica Neue"
    /// "Helvetica Neue LT", the TV family.
    public static let fontFamilyTV: FontFamilySemanticToken = "Helvetica Neue LT"
    /// PostScript names of Helvetica Neue per weight.
    public static let fontPostScriptNames = OUDSPostScriptFontNames.helveticaNeue
    /// Colour modes of the coloured surfaces: the OUDS core ones.
    public static let colorModes = colorModes(for: colors)

    /// The OUDS core colour modes over `colors` (a token provider's colours).
    public static func colorModes(for colors: ColorSemanticTokens) -> ColorModeSemanticTokens {
        ColorModeSemanticTokens(colors: colors, ColorModeSemanticTokens.oudsCoreMode)
    }

    /// The Orange component tokens: the OUDS core ones (they do not depend on the font family).
    public static let componentTokens = OUDSComponentTokens(semantic: semanticTokens(fontFamily: fontFamily))

    /// The Orange semantic tokens in `fontFamily`.
    public static func semanticTokens(fontFamily: FontFamilySemanticToken?) -> OUDSSemanticTokens {
        OUDSSemanticTokens(colors: colors, colorModes: colorModes, fontFamily: fontFamily)
    }
}
