import ProofUI

/// The password input's trailing button: a minimal icon-only button (24 pt eye in a 48 pt box)
/// showing the open eye while the password is hidden ("Show password") and the slashed eye while
/// it is shown ("Hide password"); tapping toggles `isHidden`. Disabled with the field.
struct PasswordVisibilityToggle: View {
    let isHidden: Binding<Bool>
    let isEnabled: Bool
    @Environment(\.theme) private var theme

    var body: some View {
        let b = theme.button
        let hidden = isHidden.wrappedValue
        let color = isEnabled ? b.colorContentMinimal.enabled : b.colorContentMinimal.disabled
        return Button {
            isHidden.wrappedValue.toggle()
        } label: {
            PasswordGlyph(glyph: hidden ? .eye : .eyeSlash, size: b.sizeIconOnly, color: color)
                .padding(b.spaceInsetIconOnly)
        }
        .buttonStyle(PlainLabelButtonStyle())
        .disabled(!isEnabled)
        .accessibilityLabel(hidden ? "Show password" : "Hide password")
    }
}

/// Draws a button's label as it is (the label carries its own look).
struct PlainLabelButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}
