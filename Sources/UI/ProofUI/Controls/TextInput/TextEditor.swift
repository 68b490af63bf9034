/// A multi-line editable text area, drawn as it looks before editing: the bound text in the label
/// colour and body font, wrapping, inset as UITextView insets it (8 pt top and bottom, 5 pt line
/// fragment padding at each side), top-leading in all the space offered. Like SwiftUI's, it has no
/// placeholder and no border; its background is the container's (Proof draws no
/// `systemBackground` fill, which matches it on the default white/black backgrounds).
nonisolated public struct TextEditor: View {
    let text: Binding<String>
    @Environment(\.isEnabled) private var isEnabled

    /// An editor bound to `text`.
    public init(text: Binding<String>) { self.text = text }

    /// The text, wrapped and inset, filling the offered space.
    @MainActor public var body: some View {
        Text(verbatim: text.wrappedValue)
            .opacity(isEnabled ? 1 : TextInputColors.disabledOpacity)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
