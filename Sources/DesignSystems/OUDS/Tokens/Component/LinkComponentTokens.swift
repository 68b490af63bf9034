import ProofUI

/// Tokens of `OUDSLink` (`theme.link`; `ouds-tokens.md` §5 Link).
public struct LinkComponentTokens: Sendable, Equatable {
    /// Minimum height, default size (48).
    public var sizeMinHeight: SizeSemanticToken
    /// Minimum height, small size (44).
    public var sizeMinHeightSmall: SizeSemanticToken
    /// Minimum width, default size (48).
    public var sizeMinWidth: SizeSemanticToken
    /// Minimum width, small size (44).
    public var sizeMinWidthSmall: SizeSemanticToken
    /// Icon, default size (20).
    public var sizeIcon: SizeSemanticToken
    /// Icon, small size (16).
    public var sizeIconSmall: SizeSemanticToken
    /// Top and bottom padding (12).
    public var spacePaddingBlock: SpaceSemanticToken
    /// Leading and trailing padding (0).
    public var spacePaddingInline: SpaceSemanticToken
    /// Gap between icon and text, default size (8).
    public var spaceColumnGapIcon: SpaceSemanticToken
    /// Gap between icon and text, small size (6).
    public var spaceColumnGapIconSmall: SpaceSemanticToken
    /// Gap between chevron and text (4).
    public var spaceColumnGapChevron: SpaceSemanticToken
    /// Minimum height at the compact density (32, `dimensionXs`; OUDS iOS 3).
    public var sizeMinHeightCompactDensity: SizeSemanticToken
    /// Top and bottom padding at the compact density (4; small size 6), so both sizes are 32 high.
    public var spacePaddingBlockCompactDensity: SpaceSemanticToken
    /// Top and bottom padding of a small link at the compact density (6).
    public var spacePaddingBlockCompactDensitySmall: SpaceSemanticToken
    /// Text and icon colours.
    public var colorContent: OUDSStateColors
    /// Text of a visited link.
    public var colorContentVisited: Color
    /// Chevron of back/next links: the brand colour when enabled, the content colour otherwise.
    public var colorChevron: OUDSStateColors

    /// The OUDS core (Orange) link tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeMinHeight = s.sizes.minInteractiveArea
        sizeMinHeightSmall = DimensionRawTokens.dimension550
        sizeMinWidth = s.sizes.minInteractiveArea
        sizeMinWidthSmall = DimensionRawTokens.dimension550
        sizeIcon = s.sizes.iconWithLabelLargeSizeXsmall
        sizeIconSmall = s.sizes.iconWithLabelMediumSizeSmall
        spacePaddingBlock = s.spaces.paddingBlockMedium
        sizeMinHeightCompactDensity = s.dimensions.dimensionXs
        spacePaddingBlockCompactDensity = s.spaces.paddingBlock3xsmall
        spacePaddingBlockCompactDensitySmall = s.spaces.paddingBlock2xsmall
        spacePaddingInline = s.spaces.paddingInlineNone
        spaceColumnGapIcon = s.spaces.columnGapSmall
        spaceColumnGapIconSmall = s.spaces.columnGapXsmall
        spaceColumnGapChevron = s.spaces.columnGap2xsmall
        colorContent = OUDSStateColors(
            enabled: c.actionEnabled, hover: c.actionHover, pressed: c.actionPressed, loading: c.actionLoading,
            disabled: c.actionDisabled,
            focus: c.actionFocus)
        colorContentVisited = c.actionVisited
        colorChevron = colorContent
        colorChevron.enabled = c.contentBrandPrimary
    }
}
