import ProofUI

/// Tokens of `OUDSTag` (`theme.tag`; `ouds-tokens.md` §5 Tag). Colours come from the status surface
/// and content tokens (emphasized: `surfaceStatus…Emphasized` / `contentOnStatus…Emphasized`).
public struct TagComponentTokens: Sendable, Equatable {
    /// Minimum height, default size (32).
    public var sizeMinHeightDefault: SizeSemanticToken
    /// Minimum height, small size (24).
    public var sizeMinHeightSmall: SizeSemanticToken
    /// Minimum width, default size (32).
    public var sizeMinWidthDefault: SizeSemanticToken
    /// Minimum width, small size (24).
    public var sizeMinWidthSmall: SizeSemanticToken
    /// Icon or bullet box, default size (16).
    public var sizeAssetDefault: SizeSemanticToken
    /// Icon or bullet box, small size (12).
    public var sizeAssetSmall: SizeSemanticToken
    /// Touch area around a tag that acts (48).
    public var sizeMinHeightInteractiveArea: SizeSemanticToken
    /// Top and bottom padding, default size (6).
    public var spacePaddingBlockDefault: SpaceSemanticToken
    /// Top and bottom padding, small size (4).
    public var spacePaddingBlockSmall: SpaceSemanticToken
    /// Leading and trailing padding, default size (12).
    public var spacePaddingInlineDefault: SpaceSemanticToken
    /// Leading and trailing padding, small size (10).
    public var spacePaddingInlineSmall: SpaceSemanticToken
    /// Padding on the asset side, default size (8).
    public var spacePaddingInlineAssetDefault: SpaceSemanticToken
    /// Padding on the asset side, small size (6).
    public var spacePaddingInlineAssetSmall: SpaceSemanticToken
    /// Gap between asset and label (4).
    public var spaceColumnGap: SpaceSemanticToken
    /// Bullet inset, default size (3).
    public var spaceInsetBulletDefault: SpaceSemanticToken
    /// Bullet inset, small size (2).
    public var spaceInsetBulletSmall: SpaceSemanticToken
    /// Loader inset, default size (2).
    public var spaceInsetLoaderDefault: SpaceSemanticToken
    /// Loader inset, small size (1).
    public var spaceInsetLoaderSmall: SpaceSemanticToken
    /// Corner radius (pill).
    public var borderRadius: BorderRadiusSemanticToken
    /// Background of emphasized tags per status.
    public var colorBgEmphasized: OUDSStatusColors
    /// Label and icon of emphasized tags per status.
    public var colorContentEmphasized: OUDSStatusColors
    /// Background of muted tags per status.
    public var colorBgMuted: OUDSStatusColors
    /// Label of muted tags per status.
    public var colorContentMuted: OUDSStatusColors
    /// Bullet and icon of muted tags per status.
    public var colorAssetMuted: OUDSStatusColors

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeMinHeightDefault = s.dimensions.dimensionXs
        sizeMinHeightSmall = s.dimensions.dimension3xs
        sizeMinWidthDefault = s.dimensions.dimensionXs
        sizeMinWidthSmall = s.dimensions.dimension3xs
        sizeAssetDefault = s.sizes.iconWithLabelMediumSizeSmall
        sizeAssetSmall = s.sizes.iconWithLabelSmallSizeSmall
        sizeMinHeightInteractiveArea = s.sizes.minInteractiveArea
        spacePaddingBlockDefault = s.spaces.paddingBlock2xsmall
        spacePaddingBlockSmall = s.spaces.paddingBlock3xsmall
        spacePaddingInlineDefault = s.spaces.paddingInlineMedium
        spacePaddingInlineSmall = s.spaces.paddingInlineSmall
        spacePaddingInlineAssetDefault = s.spaces.paddingInlineXsmall
        spacePaddingInlineAssetSmall = s.spaces.paddingInline2xsmall
        spaceColumnGap = s.spaces.columnGap2xsmall
        spaceInsetBulletDefault = DimensionRawTokens.dimensionOutOfSystem75
        spaceInsetBulletSmall = s.spaces.inset3xsmall
        spaceInsetLoaderDefault = s.spaces.inset3xsmall
        spaceInsetLoaderSmall = s.spaces.inset4xsmall
        borderRadius = s.borders.radiusPill
        colorBgEmphasized = OUDSStatusColors(
            neutral: c.surfaceInverseHigh, accent: c.surfaceStatusAccentEmphasized,
            positive: c.surfaceStatusPositiveEmphasized,
            info: c.surfaceStatusInfoEmphasized, warning: c.surfaceStatusWarningEmphasized,
            negative: c.surfaceStatusNegativeEmphasized,
            disabled: c.actionDisabled)
        colorContentEmphasized = OUDSStatusColors(
            neutral: c.contentInverse, accent: c.contentOnStatusAccentEmphasized,
            positive: c.contentOnStatusPositiveEmphasized,
            info: c.contentOnStatusInfoEmphasized, warning: c.contentOnStatusWarningEmphasized,
            negative: c.contentOnStatusNegativeEmphasized,
            disabled: c.contentOnActionDisabled)
        colorBgMuted = OUDSStatusColors(
            neutral: c.surfaceSecondary, accent: c.surfaceStatusAccentMuted, positive: c.surfaceStatusPositiveMuted,
            info: c.surfaceStatusInfoMuted,
            warning: c.surfaceStatusWarningMuted, negative: c.surfaceStatusNegativeMuted,
            disabled: c.actionSupportDisabled)
        colorContentMuted = OUDSStatusColors(
            neutral: c.contentDefault, accent: c.contentOnStatusAccentMuted, positive: c.contentOnStatusPositiveMuted,
            info: c.contentOnStatusInfoMuted, warning: c.contentOnStatusWarningMuted,
            negative: c.contentOnStatusNegativeMuted,
            disabled: c.actionDisabled)
        colorAssetMuted = OUDSStatusColors(
            neutral: c.contentDefault, accent: c.contentStatusAccent, positive: c.contentStatusPositive,
            info: c.contentStatusInfo,
            warning: c.contentStatusWarning, negative: c.contentStatusNegative, disabled: c.actionDisabled)
    }
}
