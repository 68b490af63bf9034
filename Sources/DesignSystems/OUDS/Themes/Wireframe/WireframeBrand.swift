/// The Wireframe brand's own values: font family and names, colours, colour modes and token deltas.
public enum WireframeBrand {
    /// "Shantell Sans" (OFL but not in Debian: the bundled Comic Neue stands in on Linux).
    public static let fontFamily: FontFamilySemanticToken = "Shantell Sans"
    /// PostScript names of Shantell Sans per weight.
    public static let fontPostScriptNames = OUDSPostScriptFontNames.shantellSans

    /// Colour modes: the OUDS core ones, with brand primary and secondary and accent emphasized
    /// mono-dark in a light app, brand tertiary unsupported, and every muted status surface
    /// mono-light / mono-dark (`ouds-components.md` §7).
    public static let colorModes = ColorModeSemanticTokens(colors: colors) { name in
        switch name {
        case .onBrandPrimary, .onBrandSecondary, .onStatusAccentEmphasized:
            ColorModeSemanticValue(light: .monoDark, dark: .monoLight)
        case .onBrandTertiary: nil
        case .onStatusAccentMuted, .onStatusInfoMuted, .onStatusNegativeMuted, .onStatusPositiveMuted,
            .onStatusWarningMuted:
            ColorModeSemanticValue(light: .monoLight, dark: .monoDark)
        default: ColorModeSemanticTokens.oudsCoreMode(name)
        }
    }

    /// The Wireframe semantic tokens: radius default 6, small 3; widths default 2, medium 3, thick 4,
    /// thicker 6 (`ouds-tokens.md` §2.8).
    public static let semanticTokens: OUDSSemanticTokens = {
        var s = OUDSSemanticTokens(colors: colors, colorModes: colorModes, fontFamily: fontFamily)
        typealias B = BorderRawTokens
        s.borders.values = s.borders.values.replacing([
            .radiusDefault: B.radius150, .radiusSmall: B.radius75, .widthDefault: B.width50, .widthMedium: B.width75,
            .widthThick: B.width100, .widthThicker: B.width150,
        ])
        return s
    }()

    /// The component tokens with the Wireframe deltas (`ouds-tokens.md` §5): default buttons have no
    /// border and a tinted background, brand buttons use the secondary brand surface, selected
    /// checkboxes and radios are filled, the switch is rounded by the default radius.
    public static let componentTokens: OUDSComponentTokens = {
        let s = semanticTokens
        let c = s.colors
        var t = OUDSComponentTokens(semantic: s)
        t.button.borderWidthDefault = s.borders.widthNone
        t.button.borderWidthDefaultInteraction = s.borders.widthNone
        t.button.colorBgDefault = OUDSStateColors(
            enabled: c.actionSupportEnabled, hover: c.actionSupportHover, pressed: c.actionSupportPressed,
            loading: c.actionSupportLoading,
            disabled: c.actionSupportDisabled, focus: c.actionSupportFocus)
        t.button.colorBgBrand.enabled = c.surfaceBrandSecondary
        t.button.colorContentBrand.enabled = c.contentOnBrandSecondary
        t.checkRadio.borderRadiusCheckbox = s.borders.radiusSmall
        t.checkRadio.borderWidthSelected = s.borders.widthNone
        t.switch.borderRadiusTrack = s.borders.radiusDefault
        t.switch.borderRadiusCursor = s.borders.radiusSmall
        t.switch.colorTrackSelected = c.actionSelected
        t.switch.colorTrackSelectedInteraction = c.actionPressed
        t.progressIndicator.borderRadiusDefault = s.borders.radiusPill
        t.progressIndicator.colorTrack = Color(
            light: WireframeBrandColorRawTokens.functionalGrayLight400.color,
            dark: WireframeBrandColorRawTokens.functionalGrayDark480.color)
        t.textInput.borderRadiusRounded = s.borders.radiusDefault
        t.inputTag.colorContent.enabled = c.contentDefault
        return t
    }()
}
