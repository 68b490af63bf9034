import ProofUI

/// Tokens of `OUDSStaticListItem` and `OUDSNavigationListItem` (`theme.listItem`, OUDS iOS 3.0; before
/// 3.0 the same names lived under `theme.controlItem`). The names are OUDS iOS's full list.
///
/// Values: where `ouds-tokens.md` §5 (ControlItem) publishes one it is used (min height 60, small 48,
/// min width 160, max width 480, inline padding 16, block padding 12, small 8, column gap 12, radius 0
/// or rounded 8, current-page border 2). No other value is published: the rest are derived from the
/// semantic tokens named in the comments (asset sizes follow the icon-with-label-large and decorative
/// icon scales, so that OrangeCompact shrinks them with its semantic deltas).
public struct ListItemComponentTokens: Sendable, Equatable {
    // MARK: Colours

    /// The ring around a badge laid on an icon, so that it stands off the icon (derived: `bgPrimary`).
    public var colorBgBadgeSafetyArea: Color
    /// Background of the current-page item, enabled (derived: `actionSupportEnabled`).
    public var colorBgCurrentEnabled: Color
    /// Background of the current-page item, hovered (derived: `actionSupportHover`).
    public var colorBgCurrentHover: Color
    /// Background of the current-page item, pressed (derived: `actionSupportPressed`).
    public var colorBgCurrentPressed: Color
    /// Background of the current-page item, disabled (derived: `actionSupportDisabled`).
    public var colorBgCurrentDisabled: Color
    /// Background of the current-page item, focused (derived: `actionSupportFocus`).
    public var colorBgCurrentFocus: Color
    /// Background of a hovered item (`actionSupportHover`, as OUDS iOS draws it).
    public var colorBgHover: Color
    /// Background of a pressed item (`actionSupportPressed`, as OUDS iOS draws it).
    public var colorBgPressed: Color
    /// Background of a loading item (derived: `actionSupportLoading`).
    public var colorBgLoading: Color
    /// Background of a focused item (derived: `actionSupportFocus`; OUDS iOS draws no focus state).
    public var colorBgFocus: Color
    /// The loader of a loading item (derived: `contentDefault`).
    public var colorContentLoader: Color
    /// Content of the current-page item, enabled (derived: `actionSelected`).
    public var colorContentCurrentEnabled: Color
    /// Content of the current-page item, hovered (derived: `actionHover`).
    public var colorContentCurrentHover: Color
    /// Content of the current-page item, pressed (derived: `actionPressed`).
    public var colorContentCurrentPressed: Color
    /// Content of the current-page item, disabled (derived: `actionDisabled`).
    public var colorContentCurrentDisabled: Color
    /// Content of the current-page item, focused (derived: `actionFocus`).
    public var colorContentCurrentFocus: Color

    // MARK: Fonts

    /// Size of the initials of an extra-large avatar (derived: 24, the heading large size).
    public var fontSizeAvatarInitialXlarge: CGFloat
    /// Line height of the initials of an extra-large avatar (derived: 32).
    public var fontLineHeightAvatarInitialXlarge: CGFloat
    /// Letter spacing of the initials of an extra-large avatar (derived: -0.12).
    public var fontLetterSpacingAvatarInitialXlarge: CGFloat

    // MARK: Opacities

    /// Opacity of the current-page indicator (derived: `opaque`).
    public var opacityCurrentIndicator: OpacitySemanticToken
    /// Opacity of the divider under the current-page item (derived: `invisible`).
    public var opacityCurrentDivider: OpacitySemanticToken

    // MARK: Borders

    /// Border of an outlined card item (derived: `borders.widthDefault`, so 2 on Sosh and Wireframe).
    public var borderWidthDefault: BorderWidthSemanticToken
    /// Border of the current-page item (2).
    public var borderWidthCurrentPage: BorderWidthSemanticToken
    /// Corner radius of a card item (0).
    public var borderRadiusDefault: BorderRadiusSemanticToken
    /// Corner radius of a card item with `tuning.hasRoundedListItems` (8).
    public var borderRadiusRounded: BorderRadiusSemanticToken
    /// Corner radius of a leading or trailing image (derived: `radiusNone`).
    public var borderRadiusMedia: BorderRadiusSemanticToken
    /// Corner radius of an image with `oudsListItemRoundedMedia(true)` (derived: `radiusSmall`).
    public var borderRadiusMediaRounded: BorderRadiusSemanticToken
    /// Corner radius of the current-page indicator (derived: `radiusPill`).
    public var borderRadiusCurrentIndicator: BorderRadiusSemanticToken
    /// Corner radius of an item outside a card (derived: `radiusNone`).
    public var borderRadiusItemOnly: BorderRadiusSemanticToken

    // MARK: Spaces

    /// Leading and trailing padding (16).
    public var spacePaddingInline: SpaceSemanticToken
    /// Gap between leading element, texts, trailing element and indicator (12).
    public var spaceColumnGap: SpaceSemanticToken
    /// Gap between the texts (derived: `rowGapNone`, as the control items).
    public var spaceRowGap: SpaceSemanticToken
    /// Horizontal padding around an error icon (derived: `paddingInline4xsmall`, 2).
    public var spacePaddingInlineErrorIcon: SpaceSemanticToken
    /// Top and bottom padding of a small item (8).
    public var spacePaddingBlockSmall: SpaceSemanticToken
    /// Top and bottom padding of a default item (12).
    public var spacePaddingBlockDefault: SpaceSemanticToken
    /// Space above the helper text (derived: `paddingBlockXsmall`, 8, as the control items).
    public var spacePaddingBlockTopHelperText: SpaceSemanticToken
    /// Vertical padding of a text slot and of a custom label (derived: `paddingBlock3xsmall`, 4).
    public var spacePaddingBlockSlotTextContainer: SpaceSemanticToken
    /// Space above the bottom slot (derived: `paddingBlockXsmall`, 8).
    public var spacePaddingBlockBottomSlotListItemContainer: SpaceSemanticToken
    /// Extra space above the texts of a small top-aligned item (derived: `paddingBlockNone`).
    public var spacePaddingBlockTopAlignmentTopTextContainerSmall: SpaceSemanticToken
    /// Extra space above the texts of a default top-aligned item (derived: `paddingBlockNone`).
    public var spacePaddingBlockTopAlignmentTopTextContainerDefault: SpaceSemanticToken
    /// Top padding of a small top-aligned item (derived: the small block padding, 8).
    public var spacePaddingBlockTopAlignmentTopCounterweightSmall: SpaceSemanticToken
    /// Top padding of a default top-aligned item (derived: the default block padding, 12).
    public var spacePaddingBlockTopAlignmentTopCounterweightDefault: SpaceSemanticToken

    // MARK: Sizes

    /// A selection indicator (derived: `iconWithLabelLargeSizeXsmall`, 20, the checkbox selector).
    public var sizeControlIndicator: SizeSemanticToken
    /// Minimum height of a small item (48).
    public var sizeMinHeightSmall: SizeSemanticToken
    /// Minimum height of a default item (60).
    public var sizeMinHeightDefault: SizeSemanticToken
    /// Minimum width (160).
    public var sizeMinWidth: SizeSemanticToken
    /// Largest side of a custom leading or trailing slot (derived: 96, the control items' asset box).
    public var sizeMaxSizeLeadingTrailingSlot: SizeSemanticToken
    /// Maximum width (480).
    public var sizeMaxWidth: SizeSemanticToken
    /// Every asset and the indicator chevron of a small item (derived: `iconWithLabelLargeSizeXsmall`, 20).
    public var sizeAssetSmall: SizeSemanticToken
    /// Medium assets and the minimum height of the texts (derived: `iconWithLabelLargeSizeSmall`, 24).
    public var sizeAssetMedium: SizeSemanticToken
    /// Large assets (derived: `iconDecorativeMedium`, 40).
    public var sizeAssetLarge: SizeSemanticToken
    /// Extra-large assets (derived: `iconDecorativeXlarge`, 56).
    public var sizeAssetXlarge: SizeSemanticToken
    /// The loader of a loading item (derived: `iconWithLabelLargeSizeSmall`, 24).
    public var sizeLoader: SizeSemanticToken
    /// Height of a flag (derived: `iconWithLabelMediumSizeSmall`, 16: a 3:2 flag 24 wide).
    public var sizeFlagHeight: SizeSemanticToken
    /// Width of the current-page indicator (derived: 4).
    public var sizeCurrentIndicatorWidth: SizeSemanticToken
    /// An error icon (derived: `iconWithLabelLargeSizeSmall`, 24, as the control items).
    public var sizeErrorIcon: SizeSemanticToken
    /// Maximum height of the assets container (derived: 96, as the control items).
    public var sizeMaxHeightAssetsContainer: SizeSemanticToken
    /// An image beside the label (derived: `iconWithLabelLargeSizeMedium`, 28, as the control items).
    public var sizeIcon: SizeSemanticToken

    // MARK: Proof additions

    /// Stroke of the navigation chevron on its 24-unit grid (`ouds-components.md` §10: about 3, thinner
    /// on Wireframe). Where we differ: OUDS iOS draws a theme icon asset; Proof draws the shape, so the
    /// asset's weight is a token.
    public var chevronStroke: CGFloat

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        typealias D = DimensionRawTokens
        colorBgBadgeSafetyArea = c.bgPrimary
        colorBgCurrentEnabled = c.actionSupportEnabled
        colorBgCurrentHover = c.actionSupportHover
        colorBgCurrentPressed = c.actionSupportPressed
        colorBgCurrentDisabled = c.actionSupportDisabled
        colorBgCurrentFocus = c.actionSupportFocus
        colorBgHover = c.actionSupportHover
        colorBgPressed = c.actionSupportPressed
        colorBgLoading = c.actionSupportLoading
        colorBgFocus = c.actionSupportFocus
        colorContentLoader = c.contentDefault
        colorContentCurrentEnabled = c.actionSelected
        colorContentCurrentHover = c.actionHover
        colorContentCurrentPressed = c.actionPressed
        colorContentCurrentDisabled = c.actionDisabled
        colorContentCurrentFocus = c.actionFocus
        fontSizeAvatarInitialXlarge = FontRawTokens.size450
        fontLineHeightAvatarInitialXlarge = FontRawTokens.lineHeight650
        fontLetterSpacingAvatarInitialXlarge = FontRawTokens.letterSpacing450
        opacityCurrentIndicator = s.opacities.opaque
        opacityCurrentDivider = s.opacities.invisible
        borderWidthDefault = s.borders.widthDefault
        borderWidthCurrentPage = s.borders.widthMedium
        borderRadiusDefault = s.borders.radiusNone
        borderRadiusRounded = s.borders.radiusMedium
        borderRadiusMedia = s.borders.radiusNone
        borderRadiusMediaRounded = s.borders.radiusSmall
        borderRadiusCurrentIndicator = s.borders.radiusPill
        borderRadiusItemOnly = s.borders.radiusNone
        spacePaddingInline = s.spaces.paddingInlineLarge
        spaceColumnGap = s.spaces.columnGapMedium
        spaceRowGap = s.spaces.rowGapNone
        spacePaddingInlineErrorIcon = s.spaces.paddingInline4xsmall
        spacePaddingBlockSmall = s.spaces.paddingBlockXsmall
        spacePaddingBlockDefault = s.spaces.paddingBlockMedium
        spacePaddingBlockTopHelperText = s.spaces.paddingBlockXsmall
        spacePaddingBlockSlotTextContainer = s.spaces.paddingBlock3xsmall
        spacePaddingBlockBottomSlotListItemContainer = s.spaces.paddingBlockXsmall
        spacePaddingBlockTopAlignmentTopTextContainerSmall = s.spaces.paddingBlockNone
        spacePaddingBlockTopAlignmentTopTextContainerDefault = s.spaces.paddingBlockNone
        spacePaddingBlockTopAlignmentTopCounterweightSmall = s.spaces.paddingBlockXsmall
        spacePaddingBlockTopAlignmentTopCounterweightDefault = s.spaces.paddingBlockMedium
        sizeControlIndicator = s.sizes.iconWithLabelLargeSizeXsmall
        sizeMinHeightSmall = D.dimension600
        sizeMinHeightDefault = D.dimension750
        sizeMinWidth = D.dimension2000
        sizeMaxSizeLeadingTrailingSlot = D.dimension1200
        sizeMaxWidth = D.dimension4000
        sizeAssetSmall = s.sizes.iconWithLabelLargeSizeXsmall
        sizeAssetMedium = s.sizes.iconWithLabelLargeSizeSmall
        sizeAssetLarge = s.sizes.iconDecorativeMedium
        sizeAssetXlarge = s.sizes.iconDecorativeXlarge
        sizeLoader = s.sizes.iconWithLabelLargeSizeSmall
        sizeFlagHeight = s.sizes.iconWithLabelMediumSizeSmall
        sizeCurrentIndicatorWidth = D.dimension50
        sizeErrorIcon = s.sizes.iconWithLabelLargeSizeSmall
        sizeMaxHeightAssetsContainer = D.dimension1200
        sizeIcon = s.sizes.iconWithLabelLargeSizeMedium
        chevronStroke = 3
    }

    /// The corner radius of a card item for the `hasRoundedListItems` tuning flag.
    public func borderRadius(rounded: Bool) -> BorderRadiusSemanticToken {
        rounded ? borderRadiusRounded : borderRadiusDefault
    }
}
