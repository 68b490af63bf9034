import ProofUI

/// The radio selector: a circle (`checkRadio.sizeSelector`) outlined with the state's colour and the
/// dot inside when selected; filled with the dot cut out where the theme's selected border width is 0.
struct RadioIndicator: View {
    let isOn: Bool
    let interaction: ControlInteraction
    let isError: Bool
    @Environment(\.theme) private var theme

    var body: some View {
        let tokens = theme.checkRadio
        let color = SelectorColors.color(tokens: tokens, isSelected: isOn, isError: isError, interaction: interaction)
        let border = SelectorColors.borderColor(
            tokens: tokens, isSelected: isOn, isError: isError, interaction: interaction)
        let dot = ControlMark(kind: .radioDot)
        return ZStack {
            if isOn, tokens.borderWidthSelected <= 0 {
                SelectorCutOut(
                    cornerRadius: tokens.borderRadiusRadio, isCircle: true, mark: dot, assetSize: tokens.sizeAsset
                )
                .fill(color, style: FillStyle(eoFill: true))
            } else {
                RoundedRectangle(cornerRadius: min(tokens.borderRadiusRadio, tokens.sizeSelector / 2), style: .circular)
                    .strokeBorder(
                        border,
                        lineWidth: SelectorColors.borderWidth(
                            tokens: tokens, isSelected: isOn, interaction: interaction))
                if isOn {
                    dot.fill(color).frame(width: tokens.sizeAsset, height: tokens.sizeAsset)
                }
            }
        }
        .frame(width: tokens.sizeSelector, height: tokens.sizeSelector)
    }
}
