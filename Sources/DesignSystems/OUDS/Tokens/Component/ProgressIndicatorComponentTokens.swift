import ProofUI

/// Tokens of `OUDSCircularProgressIndicator` and `OUDSLinearProgressIndicator`
/// (`theme.progressIndicator`; `ouds-tokens.md` §5, `ouds-components.md` §8). Caps are round when
/// the effective radius is above 0: `borderRadiusRounded` with `hasRoundedProgressIndicators`, else
/// `borderRadiusDefault`.
public struct ProgressIndicatorComponentTokens: Sendable, Equatable {
    /// Linear bar height (4), scaled with Dynamic Type.
    public var sizeLinearIndicatorHeight: SizeSemanticToken
    /// Default diameter of the circular indicator (48).
    public var sizeCircularDefault: SizeSemanticToken
    /// Stroke width of the circular indicator as a fraction of its diameter (0.125: 6 at 48).
    public var circularStrokeWidthRatio: CGFloat
    /// Default gap at each end of the circular arc, in degrees of arc (14).
    public var circularGapDefaultDegrees: Double
    /// Small gap of the circular indicator at a 48 diameter, scaled with the diameter (1).
    public var sizeCircularGapSmall: SizeSemanticToken
    /// Static indeterminate frame of the circular indicator: fraction of the circle drawn (0.7, 252°).
    public var circularIndeterminateArcFraction: Double
    /// Diameter of the loader inside buttons and inputs (20).
    public var sizeLoader: SizeSemanticToken
    /// Stroke width of that loader (3).
    public var sizeLoaderStrokeWidth: SizeSemanticToken
    /// Gap between indicator and track on the linear bar (4).
    public var spaceLinearGapDefault: SpaceSemanticToken
    /// Small gap on the linear bar (1).
    public var spaceLinearGapSmall: SpaceSemanticToken
    /// Gap between the linear bar and its helper text (8).
    public var spacePaddingBlock: SpaceSemanticToken
    /// Static indeterminate frame of the linear bar: fraction covered by the segment (0.3).
    public var linearIndeterminateSegmentFraction: Double
    /// Radius without the rounded tuning (Orange 0; Sosh and Wireframe pill).
    public var borderRadiusDefault: BorderRadiusSemanticToken
    /// Radius with `hasRoundedProgressIndicators` (pill).
    public var borderRadiusRounded: BorderRadiusSemanticToken
    /// Track colour (Orange #CCCCCC / #444444).
    public var colorTrack: Color
    /// Indicator colour per status (neutral `contentDefault`, the default).
    public var colorIndicator: OUDSStatusColors

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeLinearIndicatorHeight = s.dimensions.dimension10xs
        sizeCircularDefault = DimensionRawTokens.dimension600
        circularStrokeWidthRatio = 0.125
        circularGapDefaultDegrees = 14
        sizeCircularGapSmall = s.dimensions.dimension12xs
        circularIndeterminateArcFraction = 0.7
        sizeLoader = s.sizes.iconWithLabelLargeSizeXsmall
        sizeLoaderStrokeWidth = DimensionRawTokens.dimensionOutOfSystem75
        spaceLinearGapDefault = s.spaces.columnGap2xsmall
        spaceLinearGapSmall = s.spaces.inset4xsmall
        spacePaddingBlock = s.spaces.paddingBlockXsmall
        linearIndeterminateSegmentFraction = 0.3
        borderRadiusDefault = s.borders.radiusNone
        borderRadiusRounded = s.borders.radiusPill
        colorTrack = Color(
            light: ColorRawTokens.functionalGrayLight400.color, dark: ColorRawTokens.functionalGrayDark480.color)
        colorIndicator = OUDSStatusColors(
            neutral: c.contentDefault, accent: c.contentStatusAccent, positive: c.contentStatusPositive,
            info: c.contentStatusInfo,
            warning: c.contentStatusWarning, negative: c.contentStatusNegative, disabled: c.actionDisabled)
    }

    /// The radius for the `hasRoundedProgressIndicators` tuning flag; caps are round when it is above 0.
    public func borderRadius(rounded: Bool) -> BorderRadiusSemanticToken {
        rounded ? borderRadiusRounded : borderRadiusDefault
    }
}
