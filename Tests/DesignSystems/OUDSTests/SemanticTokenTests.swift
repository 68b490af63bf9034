import OUDSSwiftUI
import Testing

/// Semantic token values against `ouds-tokens.md` §2.6–2.13.
@MainActor
@Suite("OUDS: semantic tokens")
struct SemanticTokenTests {
    @Test(arguments: ThemeCase.allCases)
    func fixedSpacesAreTheSameInEveryTheme(theme: ThemeCase) {
        let s = theme.make().spaces
        let fixed: [CGFloat] = [
            s.fixedNone, s.fixed3xsmall, s.fixed2xsmall, s.fixedXsmall, s.fixedSmall, s.fixedMedium, s.fixedLarge,
            s.fixedXlarge,
            s.fixed2xlarge, s.fixed3xlarge, s.fixed4xlarge, s.fixed5xlarge,
        ]
        #expect(fixed == [0, 2, 4, 8, 12, 16, 24, 32, 40, 48, 56, 64])
        #expect(s.scaledMedium == MultipleSpaceSemanticToken(compact: 16, regular: 24))
        #expect(s.scaled3xlarge.value(for: .regular) == 56 && s.scaled3xsmall.value(for: .compact) == 2)
        #expect(
            [
                s.rowGapNone, s.rowGap3xsmall, s.rowGap2xsmall, s.rowGapXsmall, s.rowGapSmall, s.rowGapMedium,
                s.rowGapLarge,
            ] == [0, 2, 4, 6, 8, 12, 16])
        #expect(
            [s.inset4xsmall, s.inset3xsmall, s.inset2xsmall, s.insetXsmall, s.insetSmall, s.inset3xlarge] == [
                1, 2, 4, 6, 8, 40,
            ])
        #expect(
            [
                s.paddingBlock4xsmall, s.paddingBlock3xsmall, s.paddingBlock2xsmall, s.paddingBlockXsmall,
                s.paddingBlockSmall,
            ] == [2, 4, 6, 8, 10])
        #expect([s.columnGap3xsmall, s.columnGap2xsmall, s.columnGapXsmall, s.columnGapSmall] == [2, 4, 6, 8])
    }

    @Test(arguments: ThemeCase.allCases)
    func spacesAndSizesAreOneStepSmallerInOrangeCompact(theme: ThemeCase) {
        let t = theme.make()
        let compact = theme == .orangeCompact
        let s = t.spaces
        let paddings = [
            s.paddingBlockMedium, s.paddingBlockLarge, s.paddingBlockXlarge, s.paddingBlock2xlarge,
            s.paddingBlock3xlarge, s.paddingBlock4xlarge,
        ]
        let inline = [
            s.paddingInlineMedium, s.paddingInlineLarge, s.paddingInlineXlarge, s.paddingInline2xlarge,
            s.paddingInline3xlarge, s.paddingInline4xlarge,
        ]
        #expect(paddings == (compact ? [10, 12, 16, 20, 24, 28] : [12, 16, 20, 24, 28, 32]))
        #expect(inline == paddings)
        #expect(
            [s.columnGapMedium, s.columnGapLarge, s.insetMedium, s.insetLarge]
                == (compact ? [10, 12, 10, 12] : [12, 16, 12, 16]))
        #expect([s.columnGapXlarge, s.columnGap2xlarge, s.insetXlarge, s.inset2xlarge] == [20, 24, 24, 32])
        let z = t.sizes
        #expect(z.minInteractiveArea == (compact ? 40 : 48))
        let large = [
            z.iconWithLabelLargeSizeXsmall, z.iconWithLabelLargeSizeSmall, z.iconWithLabelLargeSizeMedium,
            z.iconWithLabelLargeSizeLarge,
        ]
        #expect(large == (compact ? [16, 20, 24, 28] : [20, 24, 28, 32]))
    }

    @Test(arguments: ThemeCase.allCases)
    func sizesMatchTheReference(theme: ThemeCase) {
        let z = theme.make().sizes
        let decorative = [
            z.iconDecorative4xsmall, z.iconDecorative3xsmall, z.iconDecorative2xsmall, z.iconDecorativeXsmall,
            z.iconDecorativeSmall,
            z.iconDecorativeMedium, z.iconDecorativeLarge, z.iconDecorativeXlarge, z.iconDecorative2xlarge,
        ]
        #expect(decorative == [10, 12, 16, 24, 32, 40, 48, 56, 72])
        #expect(
            [
                z.iconWithLabelMediumSizeXsmall, z.iconWithLabelMediumSizeSmall, z.iconWithLabelMediumSizeMedium,
                z.iconWithLabelMediumSizeLarge,
            ] == [12, 16, 20, 24])
        #expect(
            [
                z.iconWithLabelSmallSizeXsmall, z.iconWithLabelSmallSizeSmall, z.iconWithLabelSmallSizeMedium,
                z.iconWithLabelSmallSizeLarge,
            ] == [10, 12, 16, 20])
        #expect(
            [
                z.iconWithLabelXlargeSizeXsmall, z.iconWithLabelXlargeSizeSmall, z.iconWithLabelXlargeSizeMedium,
                z.iconWithLabelXlargeSizeLarge,
            ] == [28, 32, 36, 40])
        #expect(z.iconWithHeadingXlargeSizeMedium == MultipleSizeSemanticToken(compact: 40, regular: 48))
        #expect(z.iconWithHeadingSmallSizeLarge == MultipleSizeSemanticToken(32))
        #expect(z.iconWithBodyMediumSizeLarge == MultipleSizeSemanticToken(24))
        #expect(z.maxWidthHeadingSmall == MultipleSizeSemanticToken(compact: 640, regular: 720))
        #expect(
            z.maxWidthHeadingXlarge.value(for: .regular) == 880 && z.maxWidthBody.compact == 640
                && z.maxWidthDisplay.regular == 880)
    }

    @Test(arguments: ThemeCase.allCases)
    func bordersFollowEachBrand(theme: ThemeCase) {
        let b = theme.make().borders
        let radii = [b.radiusNone, b.radiusDefault, b.radiusSmall, b.radiusMedium, b.radiusLarge, b.radiusPill]
        let widths = [
            b.widthNone, b.widthDefault, b.widthThin, b.widthMedium, b.widthThick, b.widthThicker, b.widthFocus,
            b.widthFocusInset,
        ]
        switch theme {
        case .orange, .orangeCompact:
            #expect(radii == [0, 0, 4, 8, 12, 2000])
            #expect(widths == [0, 1, 1, 2, 3, 4, 5, 2])
        case .sosh:
            #expect(radii == [0, 4, 6, 8, 12, 2000])
            #expect(widths == [0, 2, 1, 3, 4, 6, 5, 2])
        case .wireframe:
            #expect(radii == [0, 6, 3, 8, 12, 2000])
            #expect(widths == [0, 2, 1, 3, 4, 6, 5, 2])
        }
        #expect(b.styleDefault == .solid && b.styleDrag == .dashed)
    }

    @Test(arguments: ThemeCase.allCases)
    func opacitiesDimensionsGridsAndEffects(theme: ThemeCase) {
        let t = theme.make()
        let o = t.opacities
        #expect(
            [o.invisible, o.weakest, o.weaker, o.weak, o.medium, o.strong, o.disabled, o.opaque] == [
                0, 0.04, 0.16, 0.32, 0.56, 0.64, 0.2, 1,
            ])
        let d = t.dimensions
        #expect(
            [
                d.dimensionNone, d.dimension12xs, d.dimension11xs, d.dimension10xs, d.dimension9xs, d.dimension8xs,
                d.dimension7xs,
            ] == [0, 1, 2, 4, 6, 8, 10])
        #expect(
            [d.dimensionXs, d.dimensionMd, d.dimensionXl, d.dimension3xl, d.dimension6xl, d.dimension10xl] == [
                32, 40, 48, 56, 72, 128,
            ])
        let g = t.grids
        #expect([g.extraCompactMargin, g.compactMargin, g.regularMargin] == [16, 24, 32])
        #expect([g.compactMinWidth, g.compactMaxWidth, g.regularColumnGap] == [390, 852, 24])
        #expect(t.effects.blurDrag == 48)
    }

    @Test func rawDimensionsBordersAndOpacities() {
        #expect(
            DimensionRawTokens.dimension50 == 4 && DimensionRawTokens.dimension650 == 52
                && DimensionRawTokens.dimension9000 == 880)
        #expect(DimensionRawTokens.dimensionOutOfSystem75 == 3 && DimensionRawTokens.dimensionOutOfSystem250 == 10)
        #expect(BorderRawTokens.radius9999 == 2000 && BorderRawTokens.radius75 == 3 && BorderRawTokens.width125 == 5)
        #expect(OpacityRawTokens.opacity720 == 0.72 && OpacityRawTokens.opacity1000 == 1)
        #expect(
            FontRawTokens.size175 == 13 && FontRawTokens.lineHeight2050 == 80
                && FontRawTokens.letterSpacing1850 == -1.08)
        #expect(FontRawTokens.weight950.value == 950 && FontRawTokens.familySfMono == "SF Mono")
        #expect(ElevationRawTokens.y600 == 20 && ElevationRawTokens.blur700 == 20)
    }

    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func elevationsMatchTheReference(theme: ThemeCase, scheme: ColorScheme) {
        let e = theme.make().elevations
        let dark = scheme == .dark
        func check(
            _ token: ElevationCompositeSemanticToken, _ y: CGFloat, _ blur: CGFloat, _ light: String,
            _ darkColor: String
        ) {
            let shadow = token.elevation(for: scheme)
            #expect(shadow.x == 0 && shadow.y == y && shadow.blur == blur && shadow.radius == blur / 2)
            #expect(shadow.color.description == (dark ? darkColor : light))
        }
        check(e.none, 0, 0, "#00000000", "#00000000")
        check(e.raised, 1, 2, "#0000003D", "#00000052")
        check(e.default, 2, 3, "#0000003D", "#00000052")
        check(e.drag, 4, 4, "#0000003D", "#00000052")
        check(e.sticky, 4, 4, "#00000029", "#0000003D")
        check(e.emphasized, 8, 8, "#00000029", "#0000003D")
        #expect(e.overlayEmphasized == e.emphasized && e.overlayDefault == e.default)
        #expect(ElevationSemanticTokenName.overlayDefault.rawValue == "default")
    }

    /// Rows of the typography tables: style → (compact size, line height, spacing, regular size, line height, spacing).
    nonisolated static let orangeTypography: [FontTypeStyle: [CGFloat]] = [
        .displayLarge: [40, 48, -0.4, 64, 72, -0.96], .displayMedium: [36, 44, -0.36, 48, 56, -0.6],
        .displaySmall: [32, 40, -0.32, 40, 48, -0.4],
        .headingXlarge: [28, 36, -0.28, 36, 44, -0.36], .headingLarge: [24, 32, -0.12, 28, 36, -0.28],
        .headingMedium: [20, 28, 0, 24, 32, -0.12],
        .headingSmall: [18, 24, 0.18, 20, 28, 0], .bodyLarge: [16, 24, 0.2, 16, 24, 0.2],
        .bodyMedium: [14, 20, 0.17, 14, 20, 0.17],
        .bodySmall: [12, 16, 0.18, 12, 16, 0.18], .labelXlarge: [18, 24, 0.18, 18, 24, 0.18],
        .labelLarge: [16, 24, 0.2, 16, 24, 0.2],
        .labelMedium: [14, 20, 0.17, 14, 20, 0.17], .labelSmall: [12, 16, 0.18, 12, 16, 0.18],
    ]
    nonisolated static let compactTypography: [FontTypeStyle: [CGFloat]] = [
        .displayLarge: [36, 44, -0.36], .displayMedium: [32, 40, -0.32], .displaySmall: [28, 36, -0.28],
        .headingXlarge: [24, 32, -0.12],
        .headingLarge: [20, 28, 0], .headingMedium: [18, 24, 0.18], .headingSmall: [16, 24, 0.2],
        .bodyLarge: [14, 20, 0.17],
        .bodyMedium: [13, 16, 0.19], .bodySmall: [12, 16, 0.18], .labelXlarge: [16, 24, 0.2],
        .labelLarge: [14, 20, 0.17],
        .labelMedium: [13, 16, 0.19], .labelSmall: [12, 16, 0.18],
    ]

    @Test(arguments: ThemeCase.allCases)
    func typographyTokensMatchTheTablesWithTheThemesFamilyAndWeights(theme: ThemeCase) throws {
        let fonts = theme.make().fonts
        #expect(fonts.family == theme.fontFamily)
        for name in FontCompositeSemanticTokenName.allCases {
            let token = fonts[name]
            #expect(token.family == theme.fontFamily)
            let row: [CGFloat]
            if theme == .orangeCompact {
                let c = try #require(Self.compactTypography[name.style])
                row = c + c
            } else {
                row = try #require(Self.orangeTypography[name.style])
            }
            #expect(
                [token.compact.size, token.compact.lineHeight, token.compact.letterSpacing] == Array(row[0..<3]),
                "\(name)")
            #expect(
                [token.regular.size, token.regular.lineHeight, token.regular.letterSpacing] == Array(row[3..<6]),
                "\(name)")
            let expected: Int
            switch name.weightGroup {
            case .display, .heading, .bodyStrong, .labelStrong: expected = 700
            case .bodyModerate, .labelModerate: expected = 500
            case .bodyDefault, .labelDefault: expected = theme == .sosh ? 500 : 400
            }
            #expect(token.compact.weight.value == expected && token.regular.weight.value == expected, "\(name)")
        }
        #expect(
            fonts.bodyDefaultMedium == fonts[.bodyDefaultMedium] && fonts.labelStrongLarge == fonts[.labelStrongLarge])
        #expect(fonts.headingXlarge.compact.size == (theme == .orangeCompact ? 24 : 28))
    }

    @Test func sizeClassIsCompactWhenEitherClassIsCompact() {
        #expect(OUDSUserInterfaceSizeClass(horizontal: .compact, vertical: .regular) == .compact)
        #expect(OUDSUserInterfaceSizeClass(horizontal: .regular, vertical: .compact) == .compact)
        #expect(OUDSUserInterfaceSizeClass(horizontal: .regular, vertical: .regular) == .regular)
        #expect(OUDSUserInterfaceSizeClass(horizontal: nil, vertical: .regular) == .compact)
        #expect(EnvironmentValues().oudsSizeClass == .compact)
    }

    @Test func tokenTablesCanBeOverridden() {
        var spaces = OrangeTheme().spaces
        spaces[.fixedMedium] = 20
        spaces[.scaledLarge] = MultipleSpaceSemanticToken(30)
        #expect(spaces.fixedMedium == 20 && spaces.scaledLarge.regular == 30)
        #expect(spaces != SpaceSemanticTokens.oudsCore)
        #expect(OrangeTheme().spaces == SpaceSemanticTokens.oudsCore)
        var fonts = OrangeTheme().fonts
        fonts.family = nil
        #expect(fonts.bodyDefaultLarge.family == nil)
    }
}
