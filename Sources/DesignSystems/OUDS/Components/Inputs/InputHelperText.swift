import ProofUI

/// The line under a text-input family field: the error message, which replaces the helper text in
/// error, else the helper text; `labelDefaultMedium`, 8 pt below the field, inset like the field's
/// content (`textInput.spacePaddingInline`, none for the pin code).
struct InputHelperText: View {
    let content: TextualContent
    let color: Color
    var insetsHorizontally = true
    @Environment(\.theme) private var theme

    var body: some View {
        content.text
            .font(theme.fonts.labelDefaultMedium)
            .foregroundColor(color)
            .fixedSize(horizontal: false, vertical: true)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.top, theme.textInput.spacePaddingBlockTopHelperText)
            .padding(.horizontal, insetsHorizontally ? theme.textInput.spacePaddingInline : 0)
    }
}
