import ProofUI

/// The box of an `OUDSTextArea`: the label over the wrapping text (or placeholder) in a
/// `TextAreaEditorLayout`, and the trailing box for the error icon or the indicator.
struct TextAreaField: View {
    let label: String
    let value: String
    let placeholder: String?
    let look: InputLook
    let isError: Bool
    let isLoading: Bool
    let constrainedMaxHeight: Bool
    @Environment(\.theme) private var theme

    var body: some View {
        let t = theme.textInput
        let a = theme.textArea
        let idleEmpty = value.isEmpty && look.state != .focus
        let largeLabel = idleEmpty && (placeholder ?? "").isEmpty
        let hasTrailing = isError || isLoading
        return HStack(alignment: .top, spacing: t.spaceColumnGap) {
            VStack(alignment: .leading, spacing: t.spaceRowGapLabelInput) {
                if !label.isEmpty {
                    InputLabelText.text(label, color: look.label, asterisk: asteriskColor)
                        .font(largeLabel ? theme.fonts.labelDefaultLarge : theme.fonts.labelDefaultSmall)
                        .lineLimit(1)
                        .accessibilityHidden(true)
                }
                TextAreaEditorLayout(
                    minHeight: a.sizeMinHeightInput,
                    maxHeight: a.maxHeightInput(constrainedMaxHeight: constrainedMaxHeight),
                    scrollBarWidth: a.sizeScrollbarWidth
                ) {
                    editorText
                    Capsule().fill(a.colorScrollbar)
                }
                .clipped()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if hasTrailing {
                InputTrailing(isError: isError, isLoading: isLoading, action: nil, look: look)
                    .padding(.top, idleEmpty ? a.spacePaddingBlockTrailingEmpty : a.spacePaddingBlockTrailing)
                    .padding(.horizontal, -theme.button.spaceInsetIconOnly + a.spacePaddingInlineTrailing)
                    .frame(minWidth: a.sizeMinWidthTrailing)
            }
        }
        .padding(.top, idleEmpty ? a.spacePaddingBlockTopEmpty : a.spacePaddingBlockTop)
        .padding(.bottom, idleEmpty ? 0 : a.spacePaddingBlockBottom)
        .padding(.leading, a.spacePaddingInlineStart)
        .padding(.trailing, hasTrailing ? a.spacePaddingInlineEnd : t.spacePaddingInline)
        .inputFieldChrome(look, cornerRadius: t.borderRadius(rounded: theme.tuning.hasRoundedTextInputs))
    }

    /// The value wrapping in `labelModerateLarge` (with the caret when focused), or the placeholder.
    @ViewBuilder private var editorText: some View {
        let focused = look.state == .focus
        if value.isEmpty {
            HStack(alignment: .top, spacing: theme.spaces.fixedNone) {
                if focused { InputCaret(color: look.cursor) }
                Text(verbatim: placeholder ?? "").font(theme.fonts.labelDefaultLarge).foregroundColor(look.muted)
            }
        } else {
            (Text(verbatim: value).foregroundColor(look.value)
                + Text(verbatim: focused ? "\u{200A}|" : "").foregroundColor(look.cursor))
                .font(theme.fonts.labelModerateLarge)
        }
    }

    private var asteriskColor: Color {
        look.state == .disabled ? theme.colors.actionDisabled : theme.colors.contentStatusNegative
    }
}
