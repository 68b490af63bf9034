import OUDSSwiftUI
import Testing

/// Component token values against `ouds-tokens.md` §5 and `ouds-components.md`.
@MainActor
@Suite("OUDS: component tokens")
struct ComponentTokenTests {
    @Test(arguments: ThemeCase.allCases)
    func buttonGeometry(theme: ThemeCase) {
        let t = theme.make()
        let b = t.button
        let compact = theme == .orangeCompact
        #expect(b.sizeMinHeight == (compact ? 40 : 48) && b.sizeMinWidth == b.sizeMinHeight)
        // One line of labelStrongLarge plus the block paddings is the minimum height.
        let line = t.fonts.labelStrongLarge.compact.lineHeight
        #expect(b.spacePaddingBlock * 2 + line == b.sizeMinHeight)
        #expect([b.sizeIcon, b.sizeIconOnly, b.sizeLoader] == (compact ? [16, 20, 16] : [20, 24, 20]))
        #expect(
            [b.spaceInsetIconOnly, b.spaceColumnGapIcon, b.spaceColumnGapChevron, b.spaceColumnGapIconChevron]
                == (compact ? [10, 8, 6, 4] : [12, 8, 6, 4]))
        #expect(
            [b.spacePaddingInlineIconNone, b.spacePaddingInlineIconStart, b.spacePaddingInlineEndIconStart]
                == (compact ? [28, 16, 24] : [32, 20, 28]))
        #expect(
            [b.spacePaddingInlineStartIconEnd, b.spacePaddingInlineIconEnd, b.spacePaddingInlineChevron]
                == (compact ? [24, 16, 12] : [28, 20, 16]))
        switch theme {
        case .orange, .orangeCompact:
            #expect(b.borderRadius(rounded: false) == 0 && b.borderRadius(rounded: true) == 8)
            #expect(b.borderWidthDefault == 1 && b.borderWidthDefaultInteraction == 2)
        case .sosh:
            #expect(b.borderRadius(rounded: false) == 4 && b.borderRadius(rounded: true) == 4)
            #expect(b.borderWidthDefault == 2 && b.borderWidthDefaultInteraction == 2)
        case .wireframe:
            #expect(b.borderRadius(rounded: false) == 6)
            #expect(b.borderWidthDefault == 0 && b.borderWidthDefaultInteraction == 0)
        }
        #expect(b.borderRadiusSocial == 2000)
    }

    @Test(arguments: ColorScheme.allCases)
    func orangeButtonColoursMatchTheTables(scheme: ColorScheme) {
        let b = OrangeTheme().button
        let dark = scheme == .dark
        func h(_ c: Color) -> String { hex(c, scheme) }
        #expect(h(b.colorBgDefault.enabled) == (dark ? "#FFFFFF00" : "#00000000"))
        #expect(h(b.colorBgStrong.enabled) == (dark ? "#EEEEEE" : "#000000"))
        #expect(h(b.colorBgStrong.hover) == (dark ? "#FFFFFFA3" : "#000000AD"))
        #expect(h(b.colorBgStrong.pressed) == (dark ? "#FF7900" : "#F15E00"))
        #expect(h(b.colorBgStrong.disabled) == (dark ? "#FFFFFF33" : "#00000033"))
        #expect(h(b.colorBgBrand.enabled) == "#FF7900")
        #expect(h(b.colorBgBrand.pressed) == (dark ? "#EEEEEE" : "#000000"))
        #expect(h(b.colorBgBrand.loading) == h(b.colorBgBrand.pressed))
        #expect(h(b.colorBgMinimal.hover) == (dark ? "#FFFFFF14" : "#00000014"))
        #expect(h(b.colorBgMinimal.pressed) == (dark ? "#FFFFFF1F" : "#0000001F"))
        #expect(h(b.colorBgNegative.enabled) == (dark ? "#FF8081" : "#DB0002"))
        #expect(h(b.colorBgNegative.hover) == (dark ? "#FFB2B3" : "#B20002"))
        #expect(h(b.colorBgNegative.pressed) == (dark ? "#FFE5E6" : "#800001"))
        #expect(h(b.colorContentStrong.enabled) == (dark ? "#000000" : "#FFFFFF"))
        #expect(h(b.colorContentBrand.enabled) == "#000000")
        #expect(h(b.colorContentMinimal.loading) == (dark ? "#EEEEEE" : "#000000"))
        #expect(h(b.colorContentNegative.enabled) == (dark ? "#000000" : "#FFFFFF"))
        #expect(h(b.colorContentNegative.disabled) == (dark ? "#000000" : "#FFFFFF"))
        #expect(h(b.colorContentDefault.pressed) == (dark ? "#FF7900" : "#F15E00"))
        #expect(h(b.colorBorderDefault.loading) == (dark ? "#FF7900" : "#F15E00"))
        #expect(h(b.colorBorderDefault.disabled) == (dark ? "#FFFFFF33" : "#00000033"))
    }

    @Test(arguments: ColorScheme.allCases)
    func monochromeButtonAndLinkColours(scheme: ColorScheme) {
        let t = OrangeTheme()
        let dark = scheme == .dark
        func h(_ c: Color) -> String { hex(c, scheme) }
        #expect(h(t.buttonMono.colorBgStrong.enabled) == (dark ? "#FFFFFF" : "#000000"))
        #expect(h(t.buttonMono.colorContentStrong.enabled) == (dark ? "#000000" : "#FFFFFF"))
        #expect(h(t.buttonMono.colorBgStrong.hover) == (dark ? "#FFFFFFCC" : "#000000AD"))
        #expect(h(t.buttonMono.colorBgStrong.pressed) == (dark ? "#000000AD" : "#FFFFFFCC"))
        #expect(h(t.buttonMono.colorBgStrong.disabled) == (dark ? "#FFFFFF70" : "#00000047"))
        #expect(h(t.buttonMono.colorContentStrong.disabled) == (dark ? "#00000070" : "#FFFFFFA3"))
        #expect(h(t.buttonMono.colorBorderDefault.enabled) == (dark ? "#FFFFFF" : "#000000"))
        #expect(h(t.buttonMono.colorContentDefault.disabled) == (dark ? "#FFFFFF70" : "#00000047"))
        #expect(h(t.linkMono.colorContent.enabled) == (dark ? "#FFFFFF" : "#000000"))
        #expect(h(t.linkMono.colorContent.pressed) == (dark ? "#FFFFFFCC" : "#00000085"))
        #expect(h(t.linkMono.colorContent.disabled) == (dark ? "#FFFFFF70" : "#00000047"))
        #expect(h(t.link.colorChevron.enabled) == (dark ? "#FF7900" : "#F15E00"))
        #expect(h(t.link.colorContent.enabled) == (dark ? "#EEEEEE" : "#000000"))
    }

    @Test(arguments: ThemeCase.allCases)
    func checkboxRadioSwitchAndItems(theme: ThemeCase) {
        let t = theme.make()
        let compact = theme == .orangeCompact
        let cr = t.checkRadio
        #expect(cr.sizeSelector == (compact ? 16 : 20) && cr.sizeAsset == 16)
        #expect(cr.sizeMinHeightSelectorOnly == (compact ? 40 : 48) && cr.sizeMaxHeightAssetsContainer == 96)
        // The theme's default radius (Orange 0, Sosh 4); Wireframe overrides it with its small one (3).
        let checkboxRadius: CGFloat =
            switch theme {
            case .orange, .orangeCompact: 0
            case .sosh: 4
            case .wireframe: 3
            }
        #expect(cr.borderRadiusCheckbox == checkboxRadius && cr.borderRadiusRadio == 2000)
        #expect(cr.borderWidthUnselected == 1)
        #expect(cr.borderWidthSelected == (theme == .sosh || theme == .wireframe ? 0 : 2))
        #expect(cr.opacitySelectorBackground == 0)
        let s = t.switch
        #expect([s.sizeWidthTrack, s.sizeHeightTrack] == (compact ? [48, 28] : [56, 32]))
        #expect([s.sizeWidthCursorUnselected, s.sizeWidthCursorSelected] == (compact ? [12, 20] : [16, 24]))
        #expect(
            [s.sizeWidthCursorUnselectedPressed, s.sizeWidthCursorSelectedPressed] == (compact ? [20, 28] : [24, 32]))
        #expect(s.spacePaddingInlineSelected == 4 && s.spacePaddingInlineUnselected == 8)
        // The cursors are centred vertically at the inner padding from the track's ends.
        #expect(s.sizeHeightTrack - s.sizeHeightCursorSelected == 2 * s.spacePaddingInlineSelected)
        #expect(s.sizeHeightTrack - s.sizeHeightCursorUnselected == 2 * s.spacePaddingInlineUnselected)
        #expect(
            s.borderRadiusTrack == (theme == .wireframe ? 6 : 2000)
                && s.borderRadiusCursor == (theme == .wireframe ? 3 : 2000))
        let i = t.controlItem
        #expect([i.sizeMinHeight, i.sizeMinWidth, i.sizeMaxWidth] == [60, 160, 480])
        #expect(
            i.borderRadiusDefault == 0 && i.borderRadiusRounded == 8
                && i.borderWidthCurrentPage == t.borders.widthMedium)
        #expect(i.spacePaddingInline == (compact ? 12 : 16) && i.spacePaddingBlock == (compact ? 10 : 12))
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func switchAndSelectorColours(theme: ThemeCase, scheme: ColorScheme) {
        let t = theme.make()
        let dark = scheme == .dark
        let track = hex(t.switch.colorTrackSelected, scheme)
        switch theme {
        case .orange, .orangeCompact: #expect(track == (dark ? "#1ECD3C" : "#17A02F"))
        case .sosh: #expect(track == (dark ? "#5DBCFE" : "#0173C1"))
        case .wireframe: #expect(track == hex(t.colors.actionSelected, scheme))
        }
        if theme == .orange {
            #expect(hex(t.switch.colorTrackUnselected, scheme) == (dark ? "#FFFFFFA3" : "#00000070"))
            #expect(hex(t.switch.colorTrackUnselectedInteraction, scheme) == (dark ? "#FFFFFFCC" : "#00000085"))
            #expect(hex(t.switch.colorTrackSelectedInteraction, scheme) == (dark ? "#94F0A4" : "#138126"))
            #expect(hex(t.switch.colorCursor, scheme) == (dark ? "#141414" : "#FFFFFF"))
        }
        #expect(hex(t.checkRadio.colorSelectorSelected.enabled, scheme) == hex(t.colors.actionSelected, scheme))
        #expect(hex(t.checkRadio.colorSelectorError.hover, scheme) == hex(t.colors.actionNegativeHover, scheme))
        #expect(hex(t.switch.colorCheck, scheme) == hex(t.colors.contentDefault, scheme))
    }

    @Test(arguments: ThemeCase.allCases)
    func badgeTagInputTagAndLink(theme: ThemeCase) {
        let t = theme.make()
        let compact = theme == .orangeCompact
        let b = t.badge
        #expect([b.sizeXsmall, b.sizeSmall, b.sizeMedium, b.sizeLarge] == [8, 12, 16, 20])
        #expect([b.spacePaddingInlineMedium, b.spacePaddingInlineLarge] == [4, 6])
        #expect([b.spaceInsetXsmall, b.spaceInsetSmall, b.spaceInsetMedium, b.spaceInsetLarge] == [1, 2, 3, 3])
        #expect(b.borderRadius == 2000)
        #expect(hex(b.colorBg.neutral, .light) == hex(t.colors.surfaceInverseHigh, .light))
        #expect(hex(b.colorContent.accent, .dark) == hex(t.colors.contentOnStatusAccentEmphasized, .dark))
        let g = t.tag
        #expect([g.sizeMinHeightDefault, g.sizeMinHeightSmall] == (compact ? [28, 20] : [32, 24]))
        #expect([g.sizeMinWidthDefault, g.sizeMinWidthSmall] == [32, 24])
        #expect([g.spacePaddingBlockDefault, g.spacePaddingBlockSmall, g.spaceColumnGap] == [6, 4, 4])
        #expect([g.spacePaddingInlineDefault, g.spacePaddingInlineSmall] == (compact ? [10, 10] : [12, 10]))
        #expect([g.spacePaddingInlineAssetDefault, g.spacePaddingInlineAssetSmall] == [8, 6])
        #expect(
            [g.sizeAssetDefault, g.sizeAssetSmall, g.spaceInsetBulletDefault, g.spaceInsetBulletSmall] == [
                16, 12, 3, 2,
            ])
        #expect([g.spaceInsetLoaderDefault, g.spaceInsetLoaderSmall, g.borderRadius] == [2, 1, 2000])
        let it = t.inputTag
        #expect(it.sizeMinHeight == (compact ? 28 : 32) && it.sizeMinHeightInteractiveArea == (compact ? 40 : 48))
        #expect(
            [it.spacePaddingBlock, it.spacePaddingInlineStart, it.spacePaddingInlineEnd]
                == (compact ? [6, 10, 6] : [6, 12, 8]))
        #expect([it.sizeIcon, it.spaceColumnGap, it.borderWidthDefault] == [16, 4, 1])
        // Orange and Sosh 2 (`ouds-components.md` §5.1); Wireframe follows its medium width.
        #expect(it.borderWidthInteraction == (theme == .wireframe ? 3 : 2))
        let contentEnabled = theme == .sosh || theme == .wireframe ? t.colors.contentDefault : t.colors.actionEnabled
        #expect(hex(it.colorContent.enabled, .light) == hex(contentEnabled, .light))
        let l = t.link
        #expect(
            [l.sizeMinHeight, l.sizeMinHeightSmall, l.sizeMinWidthSmall] == (compact ? [40, 44, 44] : [48, 44, 44]))
        #expect([l.sizeIcon, l.sizeIconSmall] == (compact ? [16, 16] : [20, 16]))
        #expect(
            [
                l.spacePaddingBlock, l.spacePaddingInline, l.spaceColumnGapIcon, l.spaceColumnGapIconSmall,
                l.spaceColumnGapChevron,
            ] == (compact ? [10, 0, 8, 6, 4] : [12, 0, 8, 6, 4]))
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func progressIndicatorsDividersAndInputs(theme: ThemeCase, scheme: ColorScheme) {
        let t = theme.make()
        let p = t.progressIndicator
        #expect(p.sizeLinearIndicatorHeight == 4 && p.sizeCircularDefault == 48)
        #expect(p.sizeCircularDefault * p.circularStrokeWidthRatio == 6)
        #expect(
            p.circularGapDefaultDegrees == 14 && p.circularIndeterminateArcFraction == 0.7
                && p.linearIndeterminateSegmentFraction == 0.3)
        #expect(
            [
                p.sizeLoader, p.sizeLoaderStrokeWidth, p.spaceLinearGapDefault, p.spaceLinearGapSmall,
                p.spacePaddingBlock,
            ] == (theme == .orangeCompact ? [16, 3, 4, 1, 8] : [20, 3, 4, 1, 8]))
        let roundByDefault = theme == .sosh || theme == .wireframe
        #expect(p.borderRadius(rounded: false) == (roundByDefault ? 2000 : 0) && p.borderRadius(rounded: true) == 2000)
        let dark = scheme == .dark
        let track = hex(p.colorTrack, scheme)
        switch theme {
        case .orange, .orangeCompact: #expect(track == (dark ? "#444444" : "#CCCCCC"))
        case .sosh: #expect(track == (dark ? "#374B58" : "#C0CED8"))
        case .wireframe: #expect(track == (dark ? "#374258" : "#C0C8D8"))
        }
        #expect(hex(p.colorIndicator.neutral, scheme) == hex(t.colors.contentDefault, scheme))
        #expect(hex(p.colorIndicator.warning, scheme) == hex(t.colors.contentStatusWarning, scheme))
        let d = t.divider
        #expect(d.borderWidth == 1)
        #expect(hex(d.colorDefault, scheme) == hex(t.colors.borderDefault, scheme))
        #expect(hex(d.colorBrandPrimary, scheme) == hex(t.colors.borderBrandPrimary, scheme))
        #expect(hex(d.colorAlwaysOnWhite, scheme) == hex(t.colors.alwaysOnWhite, scheme))
        let i = t.textInput
        #expect(
            i.sizeMinHeight == (theme == .orangeCompact ? 52 : 60) && i.sizeMinWidth == 240 && i.sizeMaxWidth == 480)
        let rounded: CGFloat = theme == .sosh ? 4 : theme == .wireframe ? 6 : 8
        #expect(i.borderRadius(rounded: false) == 0 && i.borderRadius(rounded: true) == rounded)
        #expect(i.borderWidthDefault == 1 && i.borderWidthFocus == t.borders.widthMedium)
        #expect(hex(i.colorBorder.focus, scheme) == hex(t.colors.borderEmphasized, scheme))
        let a = t.textArea
        #expect(a.sizeMinHeightInput == (theme == .orangeCompact ? 60 : 72) && a.sizeMaxHeightInput == 240)
        #expect(
            a.maxHeightInput(constrainedMaxHeight: true) == a.sizeMinHeightInput
                && a.maxHeightInput(constrainedMaxHeight: false) == 240)
        let topEmpty = a.spacePaddingBlockTopEmpty
        let top = a.spacePaddingBlockTop
        let bottom = a.spacePaddingBlockBottom
        #expect([topEmpty, top, bottom] == (theme == .orangeCompact ? [12, 8, 8] : [12, 10, 10]))
        #expect(
            [a.spacePaddingInlineStart, a.spacePaddingInlineEnd, a.sizeScrollbarWidth]
                == (theme == .orangeCompact ? [12, 6, 4] : [16, 6, 4]))
    }

    @Test(arguments: ColorScheme.allCases)
    func warningIconIsTwoToneWithAHoleInDark(scheme: ColorScheme) {
        let icon = OrangeTheme().icon
        let dark = scheme == .dark
        #expect(hex(icon.colorContentStatusWarningExternalShape, scheme) == (dark ? "#FFE270" : "#FFD000"))
        #expect(hex(icon.colorContentStatusWarningInternalShape, scheme) == (dark ? "#FFFFFF00" : "#856A00"))
        #expect(hex(icon.colorContentStatusWarningExternalShapeInverse, scheme) == (dark ? "#FFD000" : "#FFE270"))
    }
}
