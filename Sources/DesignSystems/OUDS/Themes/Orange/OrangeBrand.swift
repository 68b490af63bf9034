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

    /// The Orange component tokens: the OUDS core ones with the Orange categorical tag colours (they
    /// do not depend on the font family).
    public static let componentTokens = componentTokens(for: semanticTokens(fontFamily: fontFamily))

    /// The component tokens over the Orange semantic tokens with those of the providers given (nil
    /// keeps the Orange ones): what the `OrangeTheme…ComponentTokensProvider`s start from.
    public static func componentTokens(
        sizes: OUDSSizeSemanticTokensProvider?, borders: OUDSBorderSemanticTokensProvider?,
        colors: OUDSColorSemanticTokensProvider?, spaces: OUDSSpaceSemanticTokensProvider?,
        opacities: OUDSOpacitySemanticTokensProvider?
    ) -> OUDSComponentTokens {
        if sizes == nil, borders == nil, colors == nil, spaces == nil, opacities == nil { return componentTokens }
        return componentTokens(
            for: semanticTokens(fontFamily: fontFamily).replacing(
                colors: colors, borders: borders, opacities: opacities, sizes: sizes, spaces: spaces,
                colorModes: colorModes(for:)))
    }

    /// The component tokens over `s` with the Orange deltas (for themes built from token providers).
    public static func componentTokens(for s: OUDSSemanticTokens) -> OUDSComponentTokens {
        var t = OUDSComponentTokens(semantic: s)
        t.categoricalTag = categoricalTag
        return t
    }

    /// The categorical tag colours of Orange and Orange Compact (OUDS iOS 3.2): emerald, sky, amber,
    /// amethyst and shocking pink decorative colours (lighter in dark mode), black text in both modes.
    public static let categoricalTag: CategoricalTagComponentTokens = {
        typealias R = OrangeBrandColorRawTokens
        func color(_ light: ColorRawToken, _ dark: ColorRawToken) -> Color {
            Color(light: light.color, dark: dark.color)
        }
        return CategoricalTagComponentTokens(
            colorBgCategory1: color(R.decorativeEmerald500, R.decorativeEmerald400),
            colorBgCategory2: color(R.decorativeSky400, R.decorativeSky300),
            colorBgCategory3: color(R.decorativeAmber500, R.decorativeAmber300),
            colorBgCategory4: color(R.decorativeAmethyst400, R.decorativeAmethyst300),
            colorBgCategory5: color(R.decorativeShockingPink200, R.decorativeShockingPink200),
            colorContent: color(ColorRawTokens.functionalBlack, ColorRawTokens.functionalBlack))
    }()

    /// The Orange semantic tokens in `fontFamily`.
    public static func semanticTokens(fontFamily: FontFamilySemanticToken?) -> OUDSSemanticTokens {
        OUDSSemanticTokens(colors: colors, colorModes: colorModes, fontFamily: fontFamily)
    }
}
