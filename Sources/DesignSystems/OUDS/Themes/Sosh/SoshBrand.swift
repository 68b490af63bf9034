/// The Sosh brand's own values: font family and names, colours, colour modes and token deltas.
public enum SoshBrand {
    /// "Sosh" (proprietary, never bundled: the bundled geometric Manrope stands in on Linux).
    public static let fontFamily: FontFamilySemanticToken = "Sosh"
    /// PostScript names of Sosh per weight.
    public static let fontPostScriptNames = OUDSPostScriptFontNames.sosh

    /// Colour modes: the OUDS core ones, with brand primary and secondary and accent emphasized
    /// mono-dark in a light app, brand tertiary mono-light (`ouds-components.md` §7).
    public static let colorModes = colorModes(for: colors)

    /// The brand's colour modes over `colors` (a token provider's colours).
    public static func colorModes(for colors: ColorSemanticTokens) -> ColorModeSemanticTokens {
        ColorModeSemanticTokens(colors: colors) { name in
            switch name {
            case .onBrandPrimary, .onBrandSecondary, .onStatusAccentEmphasized:
                ColorModeSemanticValue(light: .monoDark, dark: .monoLight)
            case .onBrandTertiary: ColorModeSemanticValue(light: .monoLight, dark: .monoLight)
            default: ColorModeSemanticTokens.oudsCoreMode(name)
            }
        }
    }

    /// The Sosh semantic tokens: radius default 4, small 6; widths default 2, medium 3, thick 4,
    /// thicker 6; default body and label weights 500 (`ouds-tokens.md` §2.8, §2.10).
    public static let semanticTokens: OUDSSemanticTokens = {
        var s = OUDSSemanticTokens(colors: colors, colorModes: colorModes, fontFamily: fontFamily)
        typealias B = BorderRawTokens
        s.borders.values = s.borders.values.replacing([
            .radiusDefault: B.radius100, .radiusSmall: B.radius150, .widthDefault: B.width50, .widthMedium: B.width75,
            .widthThick: B.width100, .widthThicker: B.width150,
        ])
        s.fonts = FontSemanticTokens(family: fontFamily, styles: FontSemanticTokens.oudsCoreMetrics) { group in
            group == .bodyDefault || group == .labelDefault
                ? FontRawTokens.weight500 : FontSemanticTokens.oudsCoreWeight(group)
        }
        return s
    }()

    /// The component tokens with the Sosh deltas (`ouds-tokens.md` §5; OUDS iOS
    /// `SoshTheme+ButtonComponentTokens`): brand buttons are the secondary brand surface in light and
    /// the tertiary (yellow) one in dark, magenta / light blue when pressed or loading; the minimal
    /// loader is `actionLoading`; alert messages are rounded (12) by default.
    public static let componentTokens = componentTokens(for: semanticTokens)

    /// The component tokens over the Sosh semantic tokens with those of the providers given (nil
    /// keeps the Sosh ones): what the `SoshTheme…ComponentTokensProvider`s start from.
    public static func componentTokens(
        sizes: OUDSSizeSemanticTokensProvider?, borders: OUDSBorderSemanticTokensProvider?,
        colors: OUDSColorSemanticTokensProvider?, spaces: OUDSSpaceSemanticTokensProvider?,
        opacities: OUDSOpacitySemanticTokensProvider?
    ) -> OUDSComponentTokens {
        if sizes == nil, borders == nil, colors == nil, spaces == nil, opacities == nil { return componentTokens }
        return componentTokens(
            for: semanticTokens.replacing(
                colors: colors, borders: borders, opacities: opacities, sizes: sizes, spaces: spaces,
                colorModes: colorModes(for:)))
    }

    /// The component tokens over `s` with the brand's deltas (for themes built from token providers).
    public static func componentTokens(for s: OUDSSemanticTokens) -> OUDSComponentTokens {
        let c = s.colors
        var t = OUDSComponentTokens(semantic: s)
        t.button.borderRadiusRounded = s.borders.radiusDefault
        t.button.borderWidthDefaultInteraction = s.borders.widthDefault
        let brandPressed = c.color(light: .repositoryPrimaryMedium, dark: .repositorySecondaryLower)
        t.button.colorBgBrand = OUDSStateColors(
            enabled: c.color(light: .surfaceBrandSecondary, dark: .surfaceBrandTertiary), hover: c.actionHover,
            pressed: brandPressed, loading: brandPressed, disabled: c.actionDisabled, focus: c.actionFocus)
        t.button.colorContentBrand.enabled = c.contentOnBrandSecondary
        t.button.colorContentMinimal.loading = c.actionLoading
        t.checkRadio.borderWidthSelected = s.borders.widthNone
        t.switch.colorTrackSelected = c.color(light: .repositorySecondaryLow, dark: .repositorySecondaryLower)
        t.switch.colorTrackSelectedInteraction = c.color(
            light: .repositorySecondaryMedium, dark: .repositorySecondaryLowest)
        t.progressIndicator.borderRadiusDefault = s.borders.radiusPill
        t.progressIndicator.colorTrack = Color(
            light: SoshBrandColorRawTokens.functionalGrayLight400.color,
            dark: SoshBrandColorRawTokens.functionalGrayDark480.color)
        t.textInput.borderRadiusRounded = s.borders.radiusDefault
        t.inputTag.colorContent.enabled = c.contentDefault
        t.inputTag.borderWidthInteraction = s.borders.widthDefault
        t.bulletList.bulletShape = .round
        // Chips (`ouds-components.md` §2.4): a filled selected chip without border; unselected, an
        // emphasized 1 pt border (2 pt when interacting: Sosh's default width) around a default label.
        t.chip.fillSelected(s, focus: c.actionFocus)
        t.chip.colorBorderUnselected.enabled = c.borderEmphasized
        t.chip.colorContentUnselected.enabled = c.contentDefault
        t.chip.borderWidthUnselectedInteraction = s.borders.widthDefault
        t.alert.borderRadiusDefault = s.borders.radiusLarge
        // Bars (`ouds-components.md` §6.1): the selected tab in `actionSelected`, the indicator
        // rounded with the default radius (4).
        t.bar.colorContentSelectedEnabled = c.actionSelected
        t.bar.borderRadiusCurrentIndicatorCustomTop = s.borders.radiusDefault
        return t
    }
}
