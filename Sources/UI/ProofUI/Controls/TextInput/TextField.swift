/// A control that displays editable text: drawn as it looks before editing, the bound text in the
/// label colour, or the prompt (else the title) in the placeholder grey when the text is empty,
/// through the current `TextFieldStyle`. It takes the width offered and one body line of height
/// (truncated at the end, as UITextField draws text it isn't editing); with `axis: .vertical` the
/// text wraps, up to the environment's `lineLimit`.
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let placeholder: Text?
    let axis: Axis
    let label: Label
    @Environment(\.textFieldStyle) private var style

    /// A field with a custom label; the prompt is its placeholder.
    ///
    /// iOS shows the label of such a field nowhere outside a form, so Proof doesn't draw it either.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt, axis: .horizontal, label: label())
    }
    /// A field that grows along `axis` (`.vertical` wraps its text), with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt, axis: axis, label: label())
    }

    init(text: Binding<String>, placeholder: Text?, axis: Axis, label: Label) {
        self.text = text
        self.placeholder = placeholder
        self.axis = axis
        self.label = label
    }

    /// The content drawn by the current text field style.
    @MainActor public var body: some View {
        let content = TextInputContent(text: text.wrappedValue, placeholder: placeholder, axis: axis)
        return style.makeBody(TextFieldStyleConfiguration(content: .init(AnyView(content))))
    }
}

extension TextField where Label == Text {
    /// A field titled with a localized key, which is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey, text: text, prompt: nil, axis: .horizontal)
    }
    /// A field titled with a string, which is its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil, axis: .horizontal)
    }
    /// A field titled with a localized key, with a prompt as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text, prompt: prompt, axis: .horizontal)
    }
    /// A field titled with a string, with a prompt as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text, prompt: prompt, axis: .horizontal)
    }
    /// A field titled with a localized key that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text, prompt: nil, axis: axis)
    }
    /// A field titled with a string that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text, prompt: nil, axis: axis)
    }
    /// A field titled with a localized key, with a prompt, that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        let title = Text(titleKey)
        self.init(text: text, placeholder: prompt ?? title, axis: axis, label: title)
    }
    /// A field titled with a string, with a prompt, that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        let title = Text(title)
        self.init(text: text, placeholder: prompt ?? title, axis: axis, label: title)
    }
}
