import ProofUI

/// The colour and border width of a checkbox or radio selector in a state (`ouds-tokens.md` §5
/// Checkbox / Radio): error colours win, then read-only, then selected or unselected.
enum SelectorColors {
    /// Mark colour, and the fill of a filled selector.
    static func color(
        tokens: CheckRadioComponentTokens, isSelected: Bool, isError: Bool, interaction: ControlInteraction
    ) -> Color {
        if isError { return interaction.color(tokens.colorSelectorError) }
        if interaction == .readOnly { return tokens.colorSelectorReadOnly }
        return interaction.color(isSelected ? tokens.colorSelectorSelected : tokens.colorSelector)
    }

    /// Border colour: the mark's, except when read-only (a lighter border around a darker mark).
    static func borderColor(
        tokens: CheckRadioComponentTokens, isSelected: Bool, isError: Bool, interaction: ControlInteraction
    ) -> Color {
        if !isError, interaction == .readOnly { return tokens.colorSelectorReadOnlyBorder }
        return color(tokens: tokens, isSelected: isSelected, isError: isError, interaction: interaction)
    }

    /// Border width: the selected width, else the unselected one (wider when hovered, pressed or focused).
    static func borderWidth(tokens: CheckRadioComponentTokens, isSelected: Bool, interaction: ControlInteraction)
        -> CGFloat
    {
        if isSelected { return tokens.borderWidthSelected }
        return interaction.isInteracting ? tokens.borderWidthUnselectedInteraction : tokens.borderWidthUnselected
    }
}
