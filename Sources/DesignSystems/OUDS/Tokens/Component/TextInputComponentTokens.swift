import ProofUI

/// Tokens of the text inputs (`theme.textInput`; `ouds-tokens.md` §5 Text input,
/// `ouds-components.md` §3.1). The radius is `borderRadiusRounded` with `hasRoundedTextInputs`.
public struct TextInputComponentTokens: Sendable, Equatable {
    /// Minimum height (60).
    public var sizeMinHeight: SizeSemanticToken
    /// Minimum width (240).
    public var sizeMinWidth: SizeSemanticToken
    /// Maximum width (480).
    public var sizeMaxWidth: SizeSemanticToken
    /// Maximum height of the label (48).
    public var sizeMaxHeightLabel: SizeSemanticToken
    /// Leading icon (24).
    public var sizeLeadingIcon: SizeSemanticToken
    /// Leading and trailing padding (16).
    public var spacePaddingInline: SpaceSemanticToken
    /// Top and bottom padding (6).
    public var spacePaddingBlock: SpaceSemanticToken
    /// Gap above the helper text (8).
    public var spacePaddingBlockTopHelperText: SpaceSemanticToken
    /// Gap between icon, text and trailing action (12).
    public var spaceColumnGap: SpaceSemanticToken
    /// Gap between prefix/suffix and the text (6).
    public var spaceColumnGapInlineText: SpaceSemanticToken
    /// Trailing padding with a trailing action (6).
    public var spacePaddingInlineTrailingAction: SpaceSemanticToken
    /// Gap between the floating label and the value (0).
    public var spaceRowGapLabelInput: SpaceSemanticToken
    /// Gap between the error icon and a trailing action (0: the action's button has its own inset).
    public var spaceColumnGapTrailingErrorAction: SpaceSemanticToken
    /// Width of the caret of a focused field (2, the focused border's width).
    public var sizeCursorWidth: SizeSemanticToken
    /// Corner radius (0).
    public var borderRadiusDefault: BorderRadiusSemanticToken
    /// Corner radius with `hasRoundedTextInputs` (Orange 8; Sosh and Wireframe their default radius).
    public var borderRadiusRounded: BorderRadiusSemanticToken
    /// Border (1).
    public var borderWidthDefault: BorderWidthSemanticToken
    /// Border when focused (2).
    public var borderWidthFocus: BorderWidthSemanticToken
    /// Background by state (not outlined).
    public var colorBg: OUDSStateColors
    /// Border by state.
    public var colorBorder: OUDSStateColors
    /// Border when read-only (not outlined).
    public var colorBorderReadOnly: Color
    /// Background in error (not outlined).
    public var colorBgError: Color
    /// Border and label in error.
    public var colorBorderError: OUDSStateColors
    /// Value text.
    public var colorContentText: Color
    /// Placeholder, floating label and helper text.
    public var colorContentMuted: Color
    /// Error message.
    public var colorContentError: Color

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeMinHeight = DimensionRawTokens.dimension750
        sizeMinWidth = DimensionRawTokens.dimension2500
        sizeMaxWidth = DimensionRawTokens.dimension4000
        sizeMaxHeightLabel = s.sizes.minInteractiveArea
        sizeLeadingIcon = s.sizes.iconWithLabelLargeSizeSmall
        spacePaddingInline = s.spaces.paddingInlineLarge
        spacePaddingBlock = s.spaces.paddingBlock2xsmall
        spacePaddingBlockTopHelperText = s.spaces.paddingBlockXsmall
        spaceColumnGap = s.spaces.columnGapMedium
        spaceColumnGapInlineText = s.spaces.columnGapXsmall
        spacePaddingInlineTrailingAction = s.spaces.paddingInline2xsmall
        spaceRowGapLabelInput = s.spaces.rowGapNone
        spaceColumnGapTrailingErrorAction = s.spaces.columnGapNone
        sizeCursorWidth = s.borders.widthMedium
        borderRadiusDefault = s.borders.radiusNone
        borderRadiusRounded = s.borders.radiusMedium
        borderWidthDefault = s.borders.widthThin
        borderWidthFocus = s.borders.widthMedium
        colorBg = OUDSStateColors(
            enabled: c.actionSupportEnabled, hover: c.actionSupportHover, pressed: c.actionSupportPressed,
            loading: c.actionSupportLoading,
            disabled: c.actionSupportDisabled, focus: c.actionSupportPressed)
        colorBorder = OUDSStateColors(
            enabled: c.borderDefault, hover: c.actionHover, pressed: c.borderEmphasized, loading: c.borderEmphasized,
            disabled: c.actionDisabled,
            focus: c.borderEmphasized)
        colorBorderReadOnly = c.borderMuted
        colorBgError = c.surfaceStatusNegativeMuted
        colorBorderError = OUDSStateColors(
            enabled: c.actionNegativeEnabled, hover: c.actionNegativeHover, pressed: c.actionNegativePressed,
            loading: c.actionNegativeLoading,
            disabled: c.actionDisabled, focus: c.actionNegativePressed)
        colorContentText = c.contentDefault
        colorContentMuted = c.contentMuted
        colorContentError = c.contentStatusNegative
    }

    /// The corner radius for the `hasRoundedTextInputs` tuning flag.
    public func borderRadius(rounded: Bool) -> BorderRadiusSemanticToken {
        rounded ? borderRadiusRounded : borderRadiusDefault
    }
}
