import ProofUI

/// Tokens of the checkbox and radio selectors (`theme.checkRadio`; `ouds-tokens.md` §5 Checkbox /
/// Radio). A selected border width of 0 means the selector is filled with its colour and the mark is
/// cut out of it (Sosh, Wireframe).
public struct CheckRadioComponentTokens: Sendable, Equatable {
    /// Selector box (20×20).
    public var sizeSelector: SizeSemanticToken
    /// Check mark, indeterminate bar or radio dot asset (16).
    public var sizeAsset: SizeSemanticToken
    /// Minimum height of a selector without label: the touch area (48).
    public var sizeMinHeightSelectorOnly: SizeSemanticToken
    /// Minimum width of a selector without label (48).
    public var sizeMinWidthSelectorOnly: SizeSemanticToken
    /// Maximum height of the assets container (96).
    public var sizeMaxHeightAssetsContainer: SizeSemanticToken
    /// Corner radius of the checkbox: the theme's default radius (Orange 0, Sosh 4; Wireframe 3).
    public var borderRadiusCheckbox: BorderRadiusSemanticToken
    /// Corner radius of the radio (pill).
    public var borderRadiusRadio: BorderRadiusSemanticToken
    /// Border when unselected (1).
    public var borderWidthUnselected: BorderWidthSemanticToken
    /// Border when unselected and hovered, pressed or focused (2).
    public var borderWidthUnselectedInteraction: BorderWidthSemanticToken
    /// Border when selected (Orange 2; 0 = filled).
    public var borderWidthSelected: BorderWidthSemanticToken
    /// Border and mark when unselected.
    public var colorSelector: OUDSStateColors
    /// Border and mark when selected.
    public var colorSelectorSelected: OUDSStateColors
    /// Border and mark in error.
    public var colorSelectorError: OUDSStateColors
    /// Mark (and the fill of a filled selector) when read-only (`actionReadOnlyPrimary`).
    public var colorSelectorReadOnly: Color
    /// Border when read-only (`actionReadOnlySecondary`): lighter than the mark, as on iOS.
    public var colorSelectorReadOnlyBorder: Color
    /// Opacity of the selector background (0: invisible).
    public var opacitySelectorBackground: OpacitySemanticToken

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeSelector = s.sizes.iconWithLabelLargeSizeXsmall
        sizeAsset = s.sizes.iconDecorative2xsmall
        sizeMinHeightSelectorOnly = s.sizes.minInteractiveArea
        sizeMinWidthSelectorOnly = s.sizes.minInteractiveArea
        sizeMaxHeightAssetsContainer = DimensionRawTokens.dimension1200
        borderRadiusCheckbox = s.borders.radiusDefault
        borderRadiusRadio = s.borders.radiusPill
        borderWidthUnselected = s.borders.widthThin
        borderWidthUnselectedInteraction = s.borders.widthMedium
        borderWidthSelected = s.borders.widthMedium
        colorSelector = OUDSStateColors(
            enabled: c.actionEnabled, hover: c.actionHover, pressed: c.actionPressed, loading: c.actionLoading,
            disabled: c.actionDisabled,
            focus: c.actionFocus)
        colorSelectorSelected = colorSelector
        colorSelectorSelected.enabled = c.actionSelected
        colorSelectorError = OUDSStateColors(
            enabled: c.actionNegativeEnabled, hover: c.actionNegativeHover, pressed: c.actionNegativePressed,
            loading: c.actionNegativeLoading,
            disabled: c.actionDisabled, focus: c.actionNegativeFocus)
        colorSelectorReadOnly = c.actionReadOnlyPrimary
        colorSelectorReadOnlyBorder = c.actionReadOnlySecondary
        opacitySelectorBackground = s.opacities.invisible
    }
}
