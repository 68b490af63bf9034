import ProofUI

/// Tokens of `OUDSBadgeStandard`, `OUDSBadgeCount` and `OUDSBadgeIcon` (`theme.badge`;
/// `ouds-tokens.md` §5 Badge, `ouds-components.md` §5.2).
public struct BadgeComponentTokens: Sendable, Equatable {
    /// Extra small (8).
    public var sizeXsmall: SizeSemanticToken
    /// Small (12).
    public var sizeSmall: SizeSemanticToken
    /// Medium (16).
    public var sizeMedium: SizeSemanticToken
    /// Large (20).
    public var sizeLarge: SizeSemanticToken
    /// Horizontal padding of a medium count badge (4).
    public var spacePaddingInlineMedium: SpaceSemanticToken
    /// Horizontal padding of a large count badge (6).
    public var spacePaddingInlineLarge: SpaceSemanticToken
    /// Icon inset, extra small (1).
    public var spaceInsetXsmall: SpaceSemanticToken
    /// Icon inset, small (2).
    public var spaceInsetSmall: SpaceSemanticToken
    /// Icon inset, medium (3).
    public var spaceInsetMedium: SpaceSemanticToken
    /// Icon inset, large (3).
    public var spaceInsetLarge: SpaceSemanticToken
    /// Corner radius (pill).
    public var borderRadius: BorderRadiusSemanticToken
    /// Background per status (neutral: `surfaceInverseHigh`).
    public var colorBg: OUDSStatusColors
    /// Count text and icon per status (neutral: `contentInverse`).
    public var colorContent: OUDSStatusColors
    /// Tint of the functional icon glyphs (positive, info, negative; warning uses `theme.icon`).
    public var colorIconFunctional: OUDSStatusColors

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeXsmall = s.dimensions.dimension8xs
        sizeSmall = s.dimensions.dimension6xs
        sizeMedium = s.dimensions.dimension5xs
        sizeLarge = s.dimensions.dimension4xs
        spacePaddingInlineMedium = s.spaces.paddingInline3xsmall
        spacePaddingInlineLarge = s.spaces.paddingInline2xsmall
        spaceInsetXsmall = s.spaces.inset4xsmall
        spaceInsetSmall = s.spaces.inset3xsmall
        spaceInsetMedium = DimensionRawTokens.dimensionOutOfSystem75
        spaceInsetLarge = DimensionRawTokens.dimensionOutOfSystem75
        borderRadius = s.borders.radiusPill
        colorBg = OUDSStatusColors(
            neutral: c.surfaceInverseHigh, accent: c.surfaceStatusAccentEmphasized,
            positive: c.surfaceStatusPositiveEmphasized,
            info: c.surfaceStatusInfoEmphasized, warning: c.surfaceStatusWarningEmphasized,
            negative: c.surfaceStatusNegativeEmphasized,
            disabled: c.actionDisabled)
        colorContent = OUDSStatusColors(
            neutral: c.contentInverse, accent: c.contentOnStatusAccentEmphasized,
            positive: c.contentOnStatusPositiveEmphasized,
            info: c.contentOnStatusInfoEmphasized, warning: c.contentOnStatusWarningEmphasized,
            negative: c.contentOnStatusNegativeEmphasized,
            disabled: c.contentOnActionDisabled)
        colorIconFunctional = OUDSStatusColors(
            neutral: c.contentInverse, accent: c.contentOnStatusAccentEmphasized, positive: c.contentStatusPositive,
            info: c.contentStatusInfo,
            warning: c.contentStatusWarning, negative: c.contentStatusNegative, disabled: c.actionDisabled)
    }
}
