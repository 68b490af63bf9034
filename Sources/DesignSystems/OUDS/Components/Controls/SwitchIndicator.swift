import ProofUI

/// The switch: a track (`switch.sizeWidthTrack` × `sizeHeightTrack`) and its cursor, at the trailing
/// end with a tick when on, at the leading end when off; the cursor widens while pressed.
struct SwitchIndicator: View {
    let isOn: Bool
    let interaction: ControlInteraction
    @Environment(\.theme) private var theme

    var body: some View {
        let tokens = theme.switch
        let cursorHeight = isOn ? tokens.sizeHeightCursorSelected : tokens.sizeHeightCursorUnselected
        let cursorWidth: CGFloat =
            switch (isOn, interaction == .pressed) {
            case (true, true): tokens.sizeWidthCursorSelectedPressed
            case (true, false): tokens.sizeWidthCursorSelected
            case (false, true): tokens.sizeWidthCursorUnselectedPressed
            case (false, false): tokens.sizeWidthCursorUnselected
            }
        return ZStack(alignment: isOn ? .trailing : .leading) {
            RoundedRectangle(cornerRadius: min(tokens.borderRadiusTrack, tokens.sizeHeightTrack / 2), style: .circular)
                .fill(trackColor(tokens))
            RoundedRectangle(cornerRadius: min(tokens.borderRadiusCursor, cursorHeight / 2), style: .circular)
                .fill(tokens.colorCursor)
                .frame(width: cursorWidth, height: cursorHeight)
                .overlay {
                    if isOn {
                        ControlMark(kind: .switchCheck)
                            .fill(interaction == .disabled ? tokens.colorCheckDisabled : tokens.colorCheck)
                            .opacity(tokens.opacityCheck)
                            .frame(width: tokens.sizeCheck, height: tokens.sizeCheck)
                    }
                }
                .padding(.horizontal, isOn ? tokens.spacePaddingInlineSelected : tokens.spacePaddingInlineUnselected)
        }
        .frame(width: tokens.sizeWidthTrack, height: tokens.sizeHeightTrack)
    }

    private func trackColor(_ tokens: SwitchComponentTokens) -> Color {
        switch interaction {
        case .disabled: tokens.colorTrackDisabled
        case .readOnly: tokens.colorTrackReadOnly
        case .hover, .pressed, .focus:
            isOn ? tokens.colorTrackSelectedInteraction : tokens.colorTrackUnselectedInteraction
        case .enabled: isOn ? tokens.colorTrackSelected : tokens.colorTrackUnselected
        }
    }
}
