/// The content a text input control hands its style: the entered text in the label colour, or the
/// placeholder in the placeholder colour when the text is empty; leading, as wide as offered.
nonisolated struct TextInputContent: View {
    /// The text shown (entered text, or bullets for a secure field).
    let text: String
    /// What an empty field shows.
    let placeholder: Text?
    /// Whether the text wraps (a vertical `TextField`) or stays on one line, truncated at the end as
    /// UITextField draws text it is not editing.
    let axis: Axis
    @Environment(\.isEnabled) private var isEnabled

    @MainActor var body: some View {
        Group {
            if text.isEmpty {
                (placeholder ?? Text(verbatim: "")).foregroundStyle(TextInputColors.placeholder)
            } else {
                Text(verbatim: text)
            }
        }
        .modifier(EnvironmentWritingModifier { if axis == .horizontal { $0.text.lineLimit = 1 } })
        .frame(maxWidth: .infinity, alignment: .leading)
        .opacity(isEnabled ? 1 : TextInputColors.disabledOpacity)
    }
}
