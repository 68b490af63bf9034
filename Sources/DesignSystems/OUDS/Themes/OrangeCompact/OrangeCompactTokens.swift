import OUDSThemesOrange

/// The Orange Compact deltas to the Orange tokens (`ouds-tokens.md` §2.13 and the OrangeCompact rows
/// of `ouds-components.md`): spaces and sizes one step smaller, the compact typography table, a
/// 48×28 switch, smaller tags, inputs and text areas; alert messages at least 144 wide (84 high with a
/// bottom link) with 4 pt between their bullets; the Orange categorical tag colours.
public enum OrangeCompactTokens {
    /// The compact typography table (the same values for mobile and tablet).
    public static func metrics(_ style: FontTypeStyle) -> FontTypeStyleMetrics {
        typealias F = FontRawTokens
        func same(_ size: CGFloat, _ lineHeight: CGFloat, _ spacing: CGFloat) -> FontTypeStyleMetrics {
            FontTypeStyleMetrics(compact: (size, lineHeight, spacing), regular: (size, lineHeight, spacing))
        }
        switch style {
        case .displayLarge: return same(F.size750, F.lineHeight950, F.letterSpacing750)
        case .displayMedium: return same(F.size650, F.lineHeight850, F.letterSpacing650)
        case .displaySmall: return same(F.size550, F.lineHeight750, F.letterSpacing550)
        case .headingXlarge: return same(F.size450, F.lineHeight650, F.letterSpacing450)
        case .headingLarge: return same(F.size350, F.lineHeight550, F.letterSpacing350)
        case .headingMedium: return same(F.size300, F.lineHeight450, F.letterSpacing300)
        case .headingSmall, .labelXlarge: return same(F.size250, F.lineHeight450, F.letterSpacing250)
        case .bodyLarge, .labelLarge: return same(F.size200, F.lineHeight350, F.letterSpacing200)
        case .bodyMedium, .labelMedium: return same(F.size175, F.lineHeight250, F.letterSpacing175)
        case .bodySmall, .labelSmall: return same(F.size150, F.lineHeight250, F.letterSpacing150)
        }
    }

    /// The Orange semantic tokens with the compact deltas, in `fontFamily`.
    public static func semanticTokens(fontFamily: FontFamilySemanticToken?) -> OUDSSemanticTokens {
        var s = OrangeBrand.semanticTokens(fontFamily: fontFamily)
        typealias D = DimensionRawTokens
        s.spaces.values = s.spaces.values.replacing([
            .paddingBlockMedium: D.dimensionOutOfSystem250, .paddingBlockLarge: D.dimension150,
            .paddingBlockXlarge: D.dimension200,
            .paddingBlock2xlarge: D.dimension250, .paddingBlock3xlarge: D.dimension300,
            .paddingBlock4xlarge: D.dimension350,
            .paddingInlineMedium: D.dimensionOutOfSystem250, .paddingInlineLarge: D.dimension150,
            .paddingInlineXlarge: D.dimension200,
            .paddingInline2xlarge: D.dimension250, .paddingInline3xlarge: D.dimension300,
            .paddingInline4xlarge: D.dimension350,
            .columnGapMedium: D.dimensionOutOfSystem250, .columnGapLarge: D.dimension150,
            .insetMedium: D.dimensionOutOfSystem250, .insetLarge: D.dimension150,
        ])
        s.sizes.values = s.sizes.values.replacing([
            .minInteractiveArea: D.dimension500, .minInteractiveAreaSmall: D.dimension450,
            .iconWithLabelLargeSizeXsmall: D.dimension200, .iconWithLabelLargeSizeSmall: D.dimension250,
            .iconWithLabelLargeSizeMedium: D.dimension300, .iconWithLabelLargeSizeLarge: D.dimension350,
        ])
        s.fonts = FontSemanticTokens(family: fontFamily, styles: metrics, weights: FontSemanticTokens.oudsCoreWeight)
        return s
    }

    /// The Orange Compact component tokens (they do not depend on the font family).
    public static let components = componentTokens(semanticTokens(fontFamily: OrangeBrand.fontFamily))

    /// The OUDS core component tokens for `s` with the compact deltas.
    public static func componentTokens(_ s: OUDSSemanticTokens) -> OUDSComponentTokens {
        var c = OUDSComponentTokens(semantic: s)
        typealias D = DimensionRawTokens
        c.switch.sizeWidthTrack = D.dimension600
        c.switch.sizeHeightTrack = D.dimension350
        c.switch.sizeWidthCursorUnselected = D.dimension150
        c.switch.sizeHeightCursorUnselected = D.dimension150
        c.switch.sizeWidthCursorSelected = D.dimension250
        c.switch.sizeHeightCursorSelected = D.dimension250
        c.switch.sizeWidthCursorUnselectedPressed = D.dimension250
        c.switch.sizeWidthCursorSelectedPressed = D.dimension350
        c.tag.sizeMinHeightDefault = s.dimensions.dimension2xs
        c.tag.sizeMinHeightSmall = s.dimensions.dimension4xs
        c.inputTag.sizeMinHeight = s.dimensions.dimension2xs
        c.inputTag.spacePaddingInlineEnd = s.spaces.paddingInline2xsmall
        c.chip.sizeMinHeight = s.dimensions.dimension2xs
        c.chip.sizeMinWidth = s.dimensions.dimensionXl
        c.textInput.sizeMinHeight = D.dimension650
        c.textArea.sizeMinHeightInput = D.dimension750
        c.textArea.spacePaddingBlockTopEmpty = D.dimension150
        c.textArea.spacePaddingBlockTop = D.dimension100
        c.textArea.spacePaddingBlockBottom = D.dimension100
        c.textArea.spacePaddingBlockTrailing = D.dimension150
        c.pinCodeInput.sizeMinWidth = D.dimension500
        c.pinCodeInput.sizeMaxWidth = D.dimension650
        c.alert.sizeMinWidth = D.dimension1800
        c.alert.sizeMinHeightBottomAction = D.dimension1050
        c.alertMessage.spaceRowGapBullet = s.spaces.rowGap2xsmall
        c.categoricalTag = OrangeBrand.categoricalTag
        return c
    }
}
