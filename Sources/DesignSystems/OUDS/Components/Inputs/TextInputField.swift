import ProofUI

/// The box of an `OUDSTextInput`: leading image, the label and value column, and the trailing
/// error icon, indicator or action, in the field's background and border.
struct TextInputField: View {
    let input: OUDSTextInput
    let look: InputLook
    @Environment(\.theme) private var theme

    var body: some View {
        let t = theme.textInput
        let radius = t.borderRadius(rounded: theme.tuning.hasRoundedTextInputs)
        return HStack(spacing: t.spaceColumnGap) {
            if let leading = input.customLeading {
                leading.frame(width: t.sizeLeadingIcon, height: t.sizeLeadingIcon).foregroundColor(look.muted)
            } else if let image = input.leadingImage {
                image.view(size: t.sizeLeadingIcon).foregroundColor(look.muted).accessibilityHidden(true)
            }
            labelAndValue.frame(maxWidth: .infinity, alignment: .leading)
            InputTrailing(status: input.status, action: trailingButton, look: look)
        }
        .padding(.vertical, t.spacePaddingBlock)
        .padding(.leading, t.spacePaddingInline)
        .padding(.trailing, hasTrailing ? t.spacePaddingInlineTrailingAction : t.spacePaddingInline)
        .frame(minHeight: t.sizeMinHeight)
        .inputFieldChrome(look, cornerRadius: radius)
    }

    private var isFocused: Bool { look.state == .focus }
    private var value: String { input.text.wrappedValue }

    /// The label floats above the value when there is a value, a placeholder or focus; otherwise
    /// it stands in the value's place, larger, on up to two lines.
    private var labelOnTop: Bool { !value.isEmpty || !(input.placeholder ?? "").isEmpty || isFocused }

    private var hasTrailing: Bool {
        trailingButton != nil || input.status.errorMessage != nil || input.status.isLoading
    }

    /// The trailing action as a minimal icon-only button (or the password's toggle), disabled
    /// when the field is read-only or disabled, in its own idle look whatever the field's state.
    private var trailingButton: AnyView? {
        if let custom = input.customTrailing { return custom }
        guard let action = input.trailingAction else { return nil }
        return AnyView(
            OUDSButton(image: action.image, accessibilityLabel: action.actionHint, appearance: .minimal) {
                action.action()
            }
            .disabled(look.state == .readOnly || look.state == .disabled)
            .interactionState(.idle))
    }

    @ViewBuilder private var labelAndValue: some View {
        let fonts = theme.fonts
        VStack(alignment: .leading, spacing: theme.textInput.spaceRowGapLabelInput) {
            if !input.label.isEmpty {
                InputLabelText.text(input.label, color: look.label, asterisk: asteriskColor)
                    .font(labelOnTop ? fonts.labelDefaultSmall : fonts.labelDefaultLarge)
                    .lineLimit(labelOnTop ? 1 : 2)
                    .accessibilityHidden(true)
            }
            if labelOnTop || input.label.isEmpty { valueRow }
        }
    }

    /// Prefix, the value (or placeholder) with the caret when focused, and suffix.
    private var valueRow: some View {
        let t = theme.textInput
        let placeholder = input.placeholder
        let showsAffixes = placeholder != nil && (!(placeholder ?? "").isEmpty || isFocused || !value.isEmpty)
        return HStack(spacing: t.spaceColumnGapInlineText) {
            if showsAffixes, let prefix = input.prefix { affix(prefix) }
            HStack(spacing: theme.spaces.fixedNone) {
                if isFocused, value.isEmpty { InputCaret(color: look.cursor) }
                if value.isEmpty {
                    Text(verbatim: placeholder ?? "").font(theme.fonts.labelDefaultLarge).foregroundColor(look.muted)
                        .lineLimit(1)
                } else {
                    Text(verbatim: input.masksValue ? PasswordMask.masked(value) : value)
                        .font(theme.fonts.labelModerateLarge).foregroundColor(look.value).lineLimit(1)
                }
                if isFocused, !value.isEmpty { InputCaret(color: look.cursor) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if showsAffixes, let suffix = input.suffix { affix(suffix) }
        }
    }

    private func affix(_ string: String) -> some View {
        Text(verbatim: string).font(theme.fonts.labelDefaultLarge).foregroundColor(look.muted).lineLimit(1)
            .fixedSize().accessibilityHidden(true)
    }

    private var asteriskColor: Color {
        look.state == .disabled ? theme.colors.actionDisabled : theme.colors.contentStatusNegative
    }
}
