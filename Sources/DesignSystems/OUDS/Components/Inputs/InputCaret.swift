import ProofUI

/// The text caret of a focused field: `textInput.sizeCursorWidth` wide and as tall as the value
/// font's ascent plus descent (its size × 1.25), in the cursor colour. A still frame shows it lit.
struct InputCaret: View {
    let color: Color
    @Environment(\.theme) private var theme

    var body: some View {
        let t = theme.textInput
        Rectangle().fill(color)
            .frame(width: t.sizeCursorWidth, height: theme.fonts.labelModerateLarge.compact.size * 1.25)
            .accessibilityHidden(true)
    }
}
