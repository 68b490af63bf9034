/// The Wireframe brand's own values: font family and names, colours, colour modes and token deltas.
public enum WireframeBrand {
    /// "Shantell Sans" (OFL but not in Debian: the bundled Comic Neue stands in on Linux).
    public static let fontFamily: FontFamilySemanticToken = "Shantell Sans"
    /// PostScript names of Shantell Sans per weight.
    public static let fontPostScriptNames = OUDSPostScriptFontNames.shantellSans

    /// Colour modes: the OUDS core ones, with brand primary and secondary and accent emphasized
    /// mono-dark in a light app, brand tertiary unsupported, and every muted status surface
    /// mono-light / mono-dark (`ouds-components.md` §7).
    public static let colorModes = colorModes(for: colors)

    /// The brand's colour modes over `colors` (a token provider's colours).
    public static func colorModes(for colors: ColorSemanticTokens) -> ColorModeSemanticTokens {
        ColorModeSemanticTokens(colors: colors) { name in
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

    /// The component tokens with the Wireframe deltas (`ouds-tokens.md` §5; OUDS iOS
    /// `WireframeTheme+ButtonComponentTokens`): default buttons have no border, a translucent primary
    /// background and a dark primary label in every state; brand buttons use the secondary brand
    /// surface and darker secondary shades when hovered or pressed; the minimal loader is
    /// `actionLoading`; both button radii are the default radius (6); selected checkboxes and radios
    /// are filled; the switch is rounded by the default radius; alert messages are rounded (12) with a
    /// 1 pt status border.
    public static let componentTokens = componentTokens(for: semanticTokens)

    /// The component tokens over the Wireframe semantic tokens with those of the providers given (nil
    /// keeps the Wireframe ones): what the `WireframeTheme…ComponentTokensProvider`s start from.
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
        t.button.borderWidthDefault = s.borders.widthNone
        t.button.borderWidthDefaultInteraction = s.borders.widthNone
        let defaultHover = c.color(light: .repositoryOpacityPrimaryLower, dark: .repositoryOpacityPrimaryHigh)
        let defaultPressed = c.color(light: .repositoryOpacityPrimaryLow, dark: .repositoryOpacityPrimaryHigher)
        t.button.colorBgDefault = OUDSStateColors(
            enabled: c.color(light: .repositoryOpacityPrimaryLowest, dark: .repositoryOpacityPrimaryMedium),
            hover: defaultHover, pressed: defaultPressed, loading: defaultPressed, disabled: c.actionDisabled,
            focus: defaultHover)
        let defaultContent = c.color(light: .repositoryPrimaryHigh, dark: .repositoryPrimaryLower)
        t.button.colorContentDefault = OUDSStateColors(
            enabled: defaultContent, hover: defaultContent, pressed: defaultContent, loading: defaultContent,
            disabled: c.actionDisabled, focus: defaultContent)
        t.button.colorBorderDefault = OUDSStateColors(all: c.opacityTransparent)
        let brandHover = c.color(light: .repositorySecondaryHigh, dark: .repositorySecondaryLower)
        let brandPressed = c.color(light: .repositorySecondaryHigherHigh, dark: .repositorySecondaryLowest)
        t.button.colorBgBrand = OUDSStateColors(
            enabled: c.surfaceBrandSecondary, hover: brandHover, pressed: brandPressed, loading: brandPressed,
            disabled: c.actionDisabled, focus: brandHover)
        t.button.colorContentBrand.enabled = c.contentOnBrandSecondary
        t.button.colorContentMinimal.loading = c.actionLoading
        // OUDS iOS colours a pressed minimal label with the default appearance's pressed token.
        t.button.colorContentMinimal.pressed = defaultContent
        t.button.borderRadiusRounded = s.borders.radiusDefault
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
        t.bulletList.bulletShape = .star
        // Chips (`ouds-components.md` §2.4): 12 pt corners, a filled selected chip without border (its
        // focus background is the hover one), unselected an `actionEnabled` border of 2 pt (3 pt when
        // interacting).
        t.chip.borderRadius = s.borders.radiusLarge
        t.chip.fillSelected(s, focus: c.actionHover)
        t.chip.colorBorderUnselected.enabled = c.actionEnabled
        t.chip.borderWidthUnselected = s.borders.widthDefault
        t.chip.borderWidthUnselectedInteraction = s.borders.widthMedium
        t.alert.borderRadiusDefault = s.borders.radiusLarge
        t.alert.borderWidth = s.borders.widthThin
        t.categoricalTag = categoricalTag
        t.icon.hasOutlinedStatusIcons = true
        // The list-item chevron is drawn thinner (`ouds-components.md` §10).
        t.listItem.chevronStroke = 2
        // Bars (`ouds-components.md` §6.1): the selected tab in `actionSelected`, the indicator
        // rounded with the default radius (6). (OUDS Android draws Wireframe's selection as a pill
        // behind the item instead; OUDS iOS keeps the indicator, as here.)
        t.bar.colorContentSelectedEnabled = c.actionSelected
        t.bar.borderRadiusCurrentIndicatorCustomTop = s.borders.radiusDefault
        return t
    }

    /// The categorical tag colours (OUDS iOS 3.2): royal blue, flame, mountain meadow, gold tips and
    /// light indigo, lighter in dark mode, with the darkest gray as text in both modes.
    ///
    /// The mountain meadow, gold tips and light indigo shades are not in the reference table; their
    /// values come from the stored token sources of a published OUDS iOS derivative (MISO iOS's
    /// BlueCoat brand, whose royal blue and flame shades match Wireframe's exactly), so they are
    /// written here as raw values.
    public static let categoricalTag: CategoricalTagComponentTokens = {
        typealias R = WireframeBrandColorRawTokens
        func color(_ light: ColorRawToken, _ dark: ColorRawToken) -> Color {
            Color(light: light.color, dark: dark.color)
        }
        let mountainMeadow600 = ColorRawToken(rgba: 0x25D0_9BFF)
        let mountainMeadow400 = ColorRawToken(rgba: 0x6CE5_BFFF)
        let goldTips500 = ColorRawToken(rgba: 0xE7BB_2CFF)
        let goldTips400 = ColorRawToken(rgba: 0xECCA_5AFF)
        let lightIndigo500 = ColorRawToken(rgba: 0x8B5C_F6FF)
        let lightIndigo300 = ColorRawToken(rgba: 0xB395_F9FF)
        return CategoricalTagComponentTokens(
            colorBgCategory1: color(R.royalBlue500, R.royalBlue300),
            colorBgCategory2: color(R.flame500, R.flame300),
            colorBgCategory3: color(mountainMeadow600, mountainMeadow400),
            colorBgCategory4: color(goldTips500, goldTips400),
            colorBgCategory5: color(lightIndigo500, lightIndigo300),
            colorContent: color(R.functionalGrayDark960, R.functionalGrayDark960))
    }()
}
