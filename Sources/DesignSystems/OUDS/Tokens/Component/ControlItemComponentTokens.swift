import ProofUI

/// Tokens of the checkbox, radio and switch items (`theme.controlItem`; `ouds-tokens.md` §5
/// ControlItem). The radius is `borderRadiusRounded` with the `hasRoundedListItems` tuning.
public struct ControlItemComponentTokens: Sendable, Equatable {
    /// Minimum height (60).
    public var sizeMinHeight: SizeSemanticToken
    /// Minimum width (160).
    public var sizeMinWidth: SizeSemanticToken
    /// Maximum width (480).
    public var sizeMaxWidth: SizeSemanticToken
    /// Maximum height of the leading/trailing assets container (96).
    public var sizeMaxHeightAssetsContainer: SizeSemanticToken
    /// Image beside the label (28; OUDS iOS value, not in the reference).
    public var sizeIcon: SizeSemanticToken
    /// Leading and trailing padding (16).
    public var spacePaddingInline: SpaceSemanticToken
    /// Top and bottom padding (12).
    public var spacePaddingBlock: SpaceSemanticToken
    /// Gap between selector, texts and image (12).
    public var spaceColumnGap: SpaceSemanticToken
    /// Gap between label and description (0).
    public var spaceRowGap: SpaceSemanticToken
    /// Corner radius (0).
    public var borderRadiusDefault: BorderRadiusSemanticToken
    /// Corner radius with `hasRoundedListItems` (8).
    public var borderRadiusRounded: BorderRadiusSemanticToken
    /// Border of the current-page item (2).
    public var borderWidthCurrentPage: BorderWidthSemanticToken
    /// Background by state (transparent when enabled).
    public var colorBg: OUDSStateColors
    /// Label text.
    public var colorContentLabel: Color
    /// Description and helper text.
    public var colorContentDescription: Color
    /// Error text.
    public var colorContentError: Color
    /// Texts when disabled.
    public var colorContentDisabled: Color
    /// Divider under the item.
    public var colorDivider: Color
    /// Label and error icon in error, by state (`actionNegative*`).
    public var colorContentLabelError: OUDSStateColors
    /// Error icon replacing the image in error (24; OUDS iOS `listItem.sizeErrorIcon`).
    public var sizeErrorIcon: SizeSemanticToken
    /// Horizontal padding around the error icon (2), so that it takes the image's width.
    public var spacePaddingInlineErrorIcon: SpaceSemanticToken
    /// Space above the error or helper text under the item (8).
    public var spacePaddingBlockTopHelperText: SpaceSemanticToken

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeMinHeight = DimensionRawTokens.dimension750
        sizeMinWidth = DimensionRawTokens.dimension2000
        sizeMaxWidth = DimensionRawTokens.dimension4000
        sizeMaxHeightAssetsContainer = DimensionRawTokens.dimension1200
        sizeIcon = s.sizes.iconWithLabelLargeSizeMedium
        spacePaddingInline = s.spaces.paddingInlineLarge
        spacePaddingBlock = s.spaces.paddingBlockMedium
        spaceColumnGap = s.spaces.columnGapMedium
        spaceRowGap = s.spaces.rowGapNone
        borderRadiusDefault = s.borders.radiusNone
        borderRadiusRounded = s.borders.radiusMedium
        borderWidthCurrentPage = s.borders.widthMedium
        colorBg = OUDSStateColors(
            enabled: c.opacityTransparent, hover: c.actionSupportHover, pressed: c.actionSupportPressed,
            loading: c.actionSupportLoading,
            disabled: c.opacityTransparent, focus: c.actionSupportFocus)
        colorContentLabel = c.contentDefault
        colorContentDescription = c.contentMuted
        colorContentError = c.contentStatusNegative
        colorContentDisabled = c.actionDisabled
        colorDivider = c.borderDefault
        colorContentLabelError = OUDSStateColors(
            enabled: c.actionNegativeEnabled, hover: c.actionNegativeHover, pressed: c.actionNegativePressed,
            loading: c.actionNegativeLoading,
            disabled: c.actionDisabled, focus: c.actionNegativeFocus)
        sizeErrorIcon = s.sizes.iconWithLabelLargeSizeSmall
        spacePaddingInlineErrorIcon = s.spaces.paddingInline4xsmall
        spacePaddingBlockTopHelperText = s.spaces.paddingBlockXsmall
    }

    /// The corner radius of an item (and of its hover background and focus ring) for the
    /// `hasRoundedListItems` tuning flag.
    public func borderRadius(rounded: Bool) -> BorderRadiusSemanticToken {
        rounded ? borderRadiusRounded : borderRadiusDefault
    }
}
