import ProofUI

/// The switch: a track (`switch.sizeWidthTrack` × `sizeHeightTrack`) and its raised cursor, at the
/// trailing end with a tick when on, at the leading end when off; the cursor widens while pressed, and
/// hides its tick then, as on iOS. The tick fills the square of the cursor's height, as the iOS asset
/// is scaled to fit the cursor.
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
                .shadow(theme.elevations.raised)
                .overlay {
                    if isOn, interaction != .pressed {
                        ControlMark(kind: .switchCheck)
                            .fill(checkColor(tokens))
                            .opacity(tokens.opacityCheck)
                            .frame(width: cursorHeight, height: cursorHeight)
                    }
                }
                .padding(.horizontal, isOn ? tokens.spacePaddingInlineSelected : tokens.spacePaddingInlineUnselected)
        }
        .frame(width: tokens.sizeWidthTrack, height: tokens.sizeHeightTrack)
        .oudsFocusRing(
            interaction == .focus, cornerRadius: min(tokens.borderRadiusTrack, tokens.sizeHeightTrack / 2))
    }

    private func checkColor(_ tokens: SwitchComponentTokens) -> Color {
        switch interaction {
        case .disabled: tokens.colorCheckDisabled
        case .readOnly: tokens.colorCheckReadOnly
        default: tokens.colorCheck
        }
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
