import ProofUI

/// The checkbox selector: a square box (`checkRadio.sizeSelector`) outlined with the state's colour,
/// with the tick or the indeterminate bar inside; filled with the mark cut out where the theme's
/// selected border width is 0.
struct CheckboxIndicator: View {
    let state: OUDSCheckboxIndicatorState
    let interaction: ControlInteraction
    let isError: Bool
    @Environment(\.theme) private var theme

    var body: some View {
        let tokens = theme.checkRadio
        let color = SelectorColors.color(
            tokens: tokens, isSelected: state != .unselected, isError: isError, interaction: interaction)
        let border = SelectorColors.borderColor(
            tokens: tokens, isSelected: state != .unselected, isError: isError, interaction: interaction)
        let mark: ControlMark? =
            switch state {
            case .selected: ControlMark(kind: .checkmark)
            case .indeterminate: ControlMark(kind: .indeterminate)
            case .unselected: nil
            }
        return ZStack {
            if let mark, tokens.borderWidthSelected <= 0 {
                SelectorCutOut(
                    cornerRadius: tokens.borderRadiusCheckbox, isCircle: false, mark: mark, assetSize: tokens.sizeAsset
                )
                .fill(color, style: FillStyle(eoFill: true))
            } else {
                RoundedRectangle(cornerRadius: tokens.borderRadiusCheckbox, style: .circular)
                    .strokeBorder(
                        border,
                        lineWidth: SelectorColors.borderWidth(
                            tokens: tokens, isSelected: mark != nil, interaction: interaction))
                if let mark {
                    mark.fill(color).frame(width: tokens.sizeAsset, height: tokens.sizeAsset)
                }
            }
        }
        .frame(width: tokens.sizeSelector, height: tokens.sizeSelector)
    }
}
