import ProofUI

/// Tokens of `OUDSSuggestionChip`, `OUDSFilterChip` and `OUDSChipPicker` (`theme.chip`;
/// `ouds-components.md` §2).
///
/// Where we differ: OUDS iOS has one colour token per part, selection and state
/// (`colorBgSelectedEnabled`, `colorContentUnselectedHover`, `colorContentSelectedTickEnabled`, …);
/// here each part and selection is one `OUDSStateColors` (`colorBgSelected.enabled`, …), as the other
/// Proof component tokens are, and the focus state (which OUDS iOS does not draw) has its own colour.
public struct ChipComponentTokens: Sendable, Equatable {
    /// Minimum height of the visible chip (32; Orange Compact 28).
    public var sizeMinHeight: SizeSemanticToken
    /// Touch area the chip is centred in (48; Orange Compact 40).
    public var sizeMinHeightInteractiveArea: SizeSemanticToken
    /// Minimum width (52; Orange Compact 48).
    public var sizeMinWidth: SizeSemanticToken
    /// Icon and selection tick (16); an icon-only chip scales it with Dynamic Type.
    public var sizeIcon: SizeSemanticToken
    /// Top and bottom padding around a label (6).
    public var spacePaddingBlock: SpaceSemanticToken
    /// Top and bottom padding of an icon-only chip (8: 8 + 16 + 8 = 32).
    ///
    /// Where we differ: OUDS iOS pads every chip by `spacePaddingBlock` and relies on the minimum
    /// height; the OUDS Android tokens name this one (`paddingBlock xsmall`).
    public var spacePaddingBlockIconOnly: SpaceSemanticToken
    /// Inline padding on a side that begins or ends with an icon or the tick (10).
    public var spacePaddingInlineIcon: SpaceSemanticToken
    /// Inline padding on a side that begins or ends with the label (16; Orange Compact 12).
    public var spacePaddingInlineIconNone: SpaceSemanticToken
    /// Gap between tick, icon and label (6).
    public var spaceColumnGapIcon: SpaceSemanticToken
    /// Corner radius (pill; Wireframe 12).
    public var borderRadius: BorderRadiusSemanticToken
    /// Border of an unselected chip, enabled or disabled (1; Wireframe 2).
    public var borderWidthUnselected: BorderWidthSemanticToken
    /// Border of an unselected chip hovered, pressed or focused (2; Wireframe 3).
    public var borderWidthUnselectedInteraction: BorderWidthSemanticToken
    /// Border of a selected chip in every state (2; Sosh and Wireframe 0: the chip is filled).
    public var borderWidthSelected: BorderWidthSemanticToken
    /// Background of a selected chip by state (transparent; Sosh and Wireframe `action*`).
    public var colorBgSelected: OUDSStateColors
    /// Background of an unselected chip by state (transparent).
    public var colorBgUnselected: OUDSStateColors
    /// Border of a selected chip by state.
    public var colorBorderSelected: OUDSStateColors
    /// Border of an unselected chip by state.
    public var colorBorderUnselected: OUDSStateColors
    /// Label and icon of a selected chip by state.
    public var colorContentSelected: OUDSStateColors
    /// Label and icon of an unselected chip by state.
    public var colorContentUnselected: OUDSStateColors
    /// The selection tick by state (OUDS iOS `colorContentSelectedTick*`).
    public var colorContentSelectedTick: OUDSStateColors

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeMinHeight = s.dimensions.dimensionXs
        sizeMinHeightInteractiveArea = s.sizes.minInteractiveArea
        sizeMinWidth = s.dimensions.dimension2xl
        sizeIcon = s.sizes.iconWithLabelMediumSizeSmall
        spacePaddingBlock = s.spaces.paddingBlock2xsmall
        spacePaddingBlockIconOnly = s.spaces.paddingBlockXsmall
        spacePaddingInlineIcon = s.spaces.paddingInlineSmall
        spacePaddingInlineIconNone = s.spaces.paddingInlineLarge
        spaceColumnGapIcon = s.spaces.columnGapXsmall
        borderRadius = s.borders.radiusPill
        borderWidthUnselected = s.borders.widthThin
        borderWidthUnselectedInteraction = s.borders.widthMedium
        borderWidthSelected = s.borders.widthMedium
        colorBgSelected = OUDSStateColors(all: c.opacityTransparent)
        colorBgUnselected = OUDSStateColors(all: c.opacityTransparent)
        colorBorderSelected = Self.action(c, enabled: c.actionSelected)
        colorBorderUnselected = Self.action(c, enabled: c.borderDefault)
        colorContentSelected = Self.action(c, enabled: c.actionEnabled)
        colorContentUnselected = Self.action(c, enabled: c.actionEnabled)
        colorContentSelectedTick = Self.action(c, enabled: c.actionSelected)
    }

    /// `enabled`, then `actionHover`, `actionPressed`, `actionFocus` and `actionDisabled` (a chip
    /// never loads: loading is the pressed colour).
    static func action(_ c: ColorSemanticTokens, enabled: Color) -> OUDSStateColors {
        OUDSStateColors(
            enabled: enabled, hover: c.actionHover, pressed: c.actionPressed, loading: c.actionPressed,
            disabled: c.actionDisabled, focus: c.actionFocus)
    }

    /// `contentOnAction*` by state, for the label, icon and tick on a filled (selected) chip.
    static func onAction(_ c: ColorSemanticTokens) -> OUDSStateColors {
        OUDSStateColors(
            enabled: c.contentOnActionEnabled, hover: c.contentOnActionHover, pressed: c.contentOnActionPressed,
            loading: c.contentOnActionPressed, disabled: c.contentOnActionDisabled, focus: c.contentOnActionFocus)
    }

    /// The deltas of brands whose selected chip is filled (Sosh, Wireframe; `ouds-components.md`
    /// §2.4): an `action*` background, no border, `contentOnAction*` label, icon and tick.
    public mutating func fillSelected(_ s: OUDSSemanticTokens, focus: Color) {
        let c = s.colors
        var bg = Self.action(s.colors, enabled: c.actionSelected)
        bg.focus = focus
        colorBgSelected = bg
        borderWidthSelected = s.borders.widthNone
        colorBorderSelected = OUDSStateColors(all: c.opacityTransparent)
        colorContentSelected = Self.onAction(c)
        colorContentSelectedTick = Self.onAction(c)
    }
}
