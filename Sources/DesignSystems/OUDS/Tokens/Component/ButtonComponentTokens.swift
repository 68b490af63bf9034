import ProofUI

/// Tokens of `OUDSButton` (`theme.button`; `ouds-tokens.md` §5 Button). The corner radius is
/// `borderRadiusRounded` when the theme's tuning has rounded buttons, else `borderRadiusDefault`.
public struct ButtonComponentTokens: Sendable, Equatable {
    /// Minimum height: the touch area (48).
    public var sizeMinHeight: SizeSemanticToken
    /// Minimum width (48).
    public var sizeMinWidth: SizeSemanticToken
    /// Maximum height of an icon-only button (48).
    public var sizeMaxHeightIconOnly: SizeSemanticToken
    /// Icon beside a label (20).
    public var sizeIcon: SizeSemanticToken
    /// Icon of an icon-only button (24).
    public var sizeIconOnly: SizeSemanticToken
    /// Loader of a loading button (20).
    public var sizeLoader: SizeSemanticToken
    /// Top and bottom padding (12); one line of `labelStrongLarge` (24) makes the button 48 high.
    public var spacePaddingBlock: SpaceSemanticToken
    /// Leading and trailing padding of a text-only button (32).
    public var spacePaddingInlineIconNone: SpaceSemanticToken
    /// Leading padding with the icon at the start (20).
    public var spacePaddingInlineIconStart: SpaceSemanticToken
    /// Trailing padding with the icon at the start (28).
    public var spacePaddingInlineEndIconStart: SpaceSemanticToken
    /// Leading padding with the icon at the end (28).
    public var spacePaddingInlineStartIconEnd: SpaceSemanticToken
    /// Trailing padding with the icon at the end (20).
    public var spacePaddingInlineIconEnd: SpaceSemanticToken
    /// Padding on the chevron side (16).
    public var spacePaddingInlineChevron: SpaceSemanticToken
    /// Inset of the icon of an icon-only button (12).
    public var spaceInsetIconOnly: SpaceSemanticToken
    /// Gap between icon and label (8).
    public var spaceColumnGapIcon: SpaceSemanticToken
    /// Gap between label and chevron (6).
    public var spaceColumnGapChevron: SpaceSemanticToken
    /// Gap between icon and chevron (4).
    public var spaceColumnGapIconChevron: SpaceSemanticToken
    /// Minimum height of a small button (40; Orange Compact 36).
    public var sizeMinHeightSmall: SizeSemanticToken
    /// Minimum width of a small button (40).
    public var sizeMinWidthSmall: SizeSemanticToken
    /// Icon beside the label of a small button (16).
    public var sizeIconSmall: SizeSemanticToken
    /// Icon of a small icon-only button (20).
    public var sizeIconOnlySmall: SizeSemanticToken
    /// Loader of a small loading button (16).
    public var sizeLoaderSmall: SizeSemanticToken
    /// Top and bottom padding of a small button (10): one line of `labelStrongMedium` (20) makes it 40.
    public var spacePaddingBlockSmall: SpaceSemanticToken
    /// Leading and trailing padding of a small text-only button (24).
    public var spacePaddingInlineIconNoneSmall: SpaceSemanticToken
    /// Leading padding of a small button with the icon at the start (16).
    public var spacePaddingInlineIconStartSmall: SpaceSemanticToken
    /// Trailing padding of a small button with the icon at the start (24).
    public var spacePaddingInlineEndIconStartSmall: SpaceSemanticToken
    /// Leading padding of a small button with the icon at the end (24).
    public var spacePaddingInlineStartIconEndSmall: SpaceSemanticToken
    /// Trailing padding of a small button with the icon at the end (16).
    public var spacePaddingInlineIconEndSmall: SpaceSemanticToken
    /// Inset of the icon of a small icon-only button (10).
    public var spaceInsetIconOnlySmall: SpaceSemanticToken
    /// Gap between icon and label of a small button (6).
    public var spaceColumnGapIconSmall: SpaceSemanticToken
    /// Corner radius without the rounded tuning (Orange 0).
    public var borderRadiusDefault: BorderRadiusSemanticToken
    /// Corner radius with `hasRoundedButtons` (Orange 8).
    public var borderRadiusRounded: BorderRadiusSemanticToken
    /// Corner radius of social buttons (pill).
    public var borderRadiusSocial: BorderRadiusSemanticToken
    /// Border of the default appearance when enabled or disabled (1).
    public var borderWidthDefault: BorderWidthSemanticToken
    /// Border of the default appearance when hovered, pressed or loading (2).
    public var borderWidthDefaultInteraction: BorderWidthSemanticToken
    /// Border of the monochrome default appearance when hovered, pressed or loading (2).
    public var borderWidthDefaultInteractionMono: BorderWidthSemanticToken
    /// Background of the default appearance.
    public var colorBgDefault: OUDSStateColors
    /// Background of the strong appearance.
    public var colorBgStrong: OUDSStateColors
    /// Background of the brand appearance.
    public var colorBgBrand: OUDSStateColors
    /// Background of the minimal appearance.
    public var colorBgMinimal: OUDSStateColors
    /// Background of the negative appearance.
    public var colorBgNegative: OUDSStateColors
    /// Text, icon and loader of the default appearance.
    public var colorContentDefault: OUDSStateColors
    /// Text, icon and loader of the strong appearance.
    public var colorContentStrong: OUDSStateColors
    /// Text, icon and loader of the brand appearance.
    public var colorContentBrand: OUDSStateColors
    /// Text, icon and loader of the minimal appearance.
    public var colorContentMinimal: OUDSStateColors
    /// Text, icon and loader of the negative appearance.
    public var colorContentNegative: OUDSStateColors
    /// Border of the default appearance.
    public var colorBorderDefault: OUDSStateColors

    /// The OUDS core (Orange) button tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeMinHeight = s.sizes.minInteractiveArea
        sizeMinWidth = s.sizes.minInteractiveArea
        sizeMaxHeightIconOnly = s.sizes.minInteractiveArea
        sizeIcon = s.sizes.iconWithLabelLargeSizeXsmall
        sizeIconOnly = s.sizes.iconWithLabelLargeSizeSmall
        sizeLoader = s.sizes.iconWithLabelLargeSizeXsmall
        spacePaddingBlock = s.spaces.paddingBlockMedium
        spacePaddingInlineIconNone = s.spaces.paddingInline4xlarge
        spacePaddingInlineIconStart = s.spaces.paddingInlineXlarge
        spacePaddingInlineEndIconStart = s.spaces.paddingInline3xlarge
        spacePaddingInlineStartIconEnd = s.spaces.paddingInline3xlarge
        spacePaddingInlineIconEnd = s.spaces.paddingInlineXlarge
        spacePaddingInlineChevron = s.spaces.paddingInlineLarge
        spaceInsetIconOnly = s.spaces.insetMedium
        spaceColumnGapIcon = s.spaces.columnGapSmall
        spaceColumnGapChevron = s.spaces.columnGapXsmall
        spaceColumnGapIconChevron = s.spaces.columnGap2xsmall
        sizeMinHeightSmall = s.sizes.minInteractiveAreaSmall
        sizeMinWidthSmall = s.sizes.minInteractiveAreaSmall
        sizeIconSmall = s.sizes.iconWithLabelMediumSizeSmall
        sizeIconOnlySmall = s.sizes.iconWithLabelLargeSizeXsmall
        sizeLoaderSmall = s.sizes.iconWithLabelMediumSizeSmall
        spacePaddingBlockSmall = s.spaces.paddingBlockSmall
        spacePaddingInlineIconNoneSmall = s.spaces.paddingInline2xlarge
        spacePaddingInlineIconStartSmall = s.spaces.paddingInlineLarge
        spacePaddingInlineEndIconStartSmall = s.spaces.paddingInline2xlarge
        spacePaddingInlineStartIconEndSmall = s.spaces.paddingInline2xlarge
        spacePaddingInlineIconEndSmall = s.spaces.paddingInlineLarge
        spaceInsetIconOnlySmall = s.spaces.insetSmall
        spaceColumnGapIconSmall = s.spaces.columnGapXsmall
        borderRadiusDefault = s.borders.radiusDefault
        borderRadiusRounded = s.borders.radiusMedium
        borderRadiusSocial = s.borders.radiusPill
        borderWidthDefault = s.borders.widthDefault
        borderWidthDefaultInteraction = s.borders.widthMedium
        borderWidthDefaultInteractionMono = s.borders.widthMedium
        colorBgDefault = OUDSStateColors(all: c.opacityTransparent)
        colorBgStrong = OUDSStateColors(
            enabled: c.actionEnabled, hover: c.actionHover, pressed: c.actionPressed, loading: c.actionLoading,
            disabled: c.actionDisabled,
            focus: c.actionFocus)
        let brandPressed = c.color(light: .repositoryNeutralEmphasizedBlack, dark: .repositoryNeutralMutedLower)
        colorBgBrand = OUDSStateColors(
            enabled: c.surfaceBrandPrimary, hover: c.actionHover, pressed: brandPressed, loading: brandPressed,
            disabled: c.actionDisabled,
            focus: c.actionFocus)
        colorBgMinimal = OUDSStateColors(
            enabled: c.opacityTransparent, hover: c.actionSupportHover, pressed: c.actionSupportPressed,
            loading: c.opacityTransparent,
            disabled: c.opacityTransparent, focus: c.actionSupportFocus)
        colorBgNegative = OUDSStateColors(
            enabled: c.actionNegativeEnabled, hover: c.actionNegativeHover, pressed: c.actionNegativePressed,
            loading: c.actionNegativeLoading,
            disabled: c.actionDisabled, focus: c.actionNegativeFocus)
        colorContentDefault = OUDSStateColors(
            enabled: c.actionEnabled, hover: c.actionHover, pressed: c.actionPressed, loading: c.actionLoading,
            disabled: c.actionDisabled,
            focus: c.actionFocus)
        colorContentStrong = OUDSStateColors(
            enabled: c.contentOnActionEnabled, hover: c.contentOnActionHover, pressed: c.contentOnActionPressed,
            loading: c.contentOnActionLoading,
            disabled: c.contentOnActionDisabled, focus: c.contentOnActionFocus)
        colorContentBrand = OUDSStateColors(
            enabled: c.contentOnBrandPrimary, hover: c.contentOnActionHover, pressed: c.contentOnActionPressed,
            loading: c.contentOnActionLoading,
            disabled: c.contentOnActionDisabled, focus: c.contentOnActionFocus)
        colorContentMinimal = OUDSStateColors(
            enabled: c.actionEnabled, hover: c.actionHover, pressed: c.actionPressed, loading: c.contentDefault,
            disabled: c.actionDisabled,
            focus: c.actionFocus)
        colorContentNegative = OUDSStateColors(
            enabled: c.contentOnStatusNegativeEmphasized, hover: c.contentOnStatusNegativeEmphasized,
            pressed: c.contentOnStatusNegativeEmphasized,
            loading: c.contentOnStatusNegativeEmphasized, disabled: c.contentOnActionDisabled,
            focus: c.contentOnStatusNegativeEmphasized)
        colorBorderDefault = OUDSStateColors(
            enabled: c.actionEnabled, hover: c.actionHover, pressed: c.actionPressed, loading: c.actionLoading,
            disabled: c.actionDisabled,
            focus: c.actionFocus)
    }

    /// The corner radius for the `hasRoundedButtons` tuning flag.
    public func borderRadius(rounded: Bool) -> BorderRadiusSemanticToken {
        rounded ? borderRadiusRounded : borderRadiusDefault
    }
}
