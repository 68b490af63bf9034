import ProofUI

/// One box of an `OUDSPinCodeInput`: the masked digit, the dash placeholder (hidden in error and
/// in the box with the cursor) or the caret, centred in the text input's background and border.
struct PinCodeDigitBox: View {
    let digit: Character?
    let hasCursor: Bool
    let isHovered: Bool
    let isError: Bool
    let isOutlined: Bool
    @Environment(\.theme) private var theme

    var body: some View {
        let t = theme.textInput
        let state: InputFieldState = hasCursor ? .focus : isHovered ? .hover : .enabled
        let look = InputLook(theme: theme, state: state, isError: isError, isOutlined: isOutlined)
        return HStack(spacing: theme.spaces.fixedNone) {
            if digit != nil {
                Text(verbatim: OUDSPinCodeInput.obfuscationCharacter).foregroundColor(look.value)
            } else if !hasCursor && !isError {
                Text(verbatim: OUDSPinCodeInput.placeholderCharacter).foregroundColor(t.colorContentMuted)
            }
            if hasCursor { InputCaret(color: look.cursor) }
        }
        .font(theme.fonts.labelDefaultLarge)
        .lineLimit(1)
        .padding(.vertical, t.spacePaddingBlock)
        .padding(.horizontal, t.spacePaddingInline)
        .frame(
            minWidth: theme.pinCodeInput.sizeMinWidth, maxWidth: theme.pinCodeInput.sizeMaxWidth,
            minHeight: t.sizeMinHeight, maxHeight: t.sizeMinHeight
        )
        .inputFieldChrome(look, cornerRadius: t.borderRadius(rounded: theme.tuning.hasRoundedTextInputs))
    }
}
