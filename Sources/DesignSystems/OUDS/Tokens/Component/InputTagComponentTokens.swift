import ProofUI

/// Tokens of `OUDSInputTag` (`theme.inputTag`; `ouds-components.md` §5.1).
public struct InputTagComponentTokens: Sendable, Equatable {
    /// Minimum height of the visible tag (32).
    public var sizeMinHeight: SizeSemanticToken
    /// Touch area the tag is centred in (48).
    public var sizeMinHeightInteractiveArea: SizeSemanticToken
    /// Minimum width (32).
    public var sizeMinWidth: SizeSemanticToken
    /// Close "×" icon (16).
    public var sizeIcon: SizeSemanticToken
    /// Top and bottom padding (6).
    public var spacePaddingBlock: SpaceSemanticToken
    /// Leading padding (12).
    public var spacePaddingInlineStart: SpaceSemanticToken
    /// Trailing padding before the icon (8).
    public var spacePaddingInlineEnd: SpaceSemanticToken
    /// Gap between label and icon (4).
    public var spaceColumnGap: SpaceSemanticToken
    /// Corner radius (pill).
    public var borderRadius: BorderRadiusSemanticToken
    /// Border when enabled or disabled (1).
    public var borderWidthDefault: BorderWidthSemanticToken
    /// Border when hovered, pressed or focused (2).
    public var borderWidthInteraction: BorderWidthSemanticToken
    /// Background by state.
    public var colorBg: OUDSStateColors
    /// Border by state.
    public var colorBorder: OUDSStateColors
    /// Label and icon by state.
    public var colorContent: OUDSStateColors

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeMinHeight = s.dimensions.dimensionXs
        sizeMinHeightInteractiveArea = s.sizes.minInteractiveArea
        sizeMinWidth = s.dimensions.dimensionXs
        sizeIcon = s.sizes.iconWithLabelMediumSizeSmall
        spacePaddingBlock = s.spaces.paddingBlock2xsmall
        spacePaddingInlineStart = s.spaces.paddingInlineMedium
        spacePaddingInlineEnd = s.spaces.paddingInlineXsmall
        spaceColumnGap = s.spaces.columnGap2xsmall
        borderRadius = s.borders.radiusPill
        borderWidthDefault = s.borders.widthThin
        borderWidthInteraction = s.borders.widthMedium
        colorBg = OUDSStateColors(
            enabled: c.actionSupportEnabled, hover: c.actionSupportHover, pressed: c.actionSupportPressed,
            loading: c.actionSupportLoading,
            disabled: c.opacityTransparent, focus: c.actionSupportFocus)
        colorBorder = OUDSStateColors(
            enabled: c.borderDefault, hover: c.actionHover, pressed: c.actionPressed, loading: c.actionLoading,
            disabled: c.actionDisabled,
            focus: c.actionFocus)
        colorContent = OUDSStateColors(
            enabled: c.actionEnabled, hover: c.actionHover, pressed: c.actionPressed, loading: c.actionLoading,
            disabled: c.actionDisabled,
            focus: c.actionFocus)
    }
}
