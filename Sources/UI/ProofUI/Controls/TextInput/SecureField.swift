/// A field for private text: a bullet (•) for each character of the bound text, or the prompt
/// (else the title) in the placeholder grey when it is empty, through the current
/// `TextFieldStyle`; one line, as wide as offered.
nonisolated public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let placeholder: Text?
    let label: Label
    @Environment(\.textFieldStyle) private var style

    /// A secure field with a custom label; the prompt is its placeholder (the label isn't drawn,
    /// as on iOS outside a form).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.placeholder = prompt
        self.label = label()
    }

    init(text: Binding<String>, placeholder: Text?, label: Label) {
        self.text = text
        self.placeholder = placeholder
        self.label = label
    }

    /// The bullets drawn by the current text field style.
    @MainActor public var body: some View {
        let bullets = String(repeating: "\u{2022}", count: text.wrappedValue.count)
        let content = TextInputContent(text: bullets, placeholder: placeholder, axis: .horizontal)
        return style.makeBody(TextFieldStyleConfiguration(content: .init(AnyView(content))))
    }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localized key, which is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey, text: text, prompt: nil)
    }
    /// A secure field titled with a string, which is its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title, text: text, prompt: nil)
    }
    /// A secure field titled with a localized key, with a prompt as its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        let title = Text(titleKey)
        self.init(text: text, placeholder: prompt ?? title, label: title)
    }
    /// A secure field titled with a string, with a prompt as its placeholder.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        let title = Text(title)
        self.init(text: text, placeholder: prompt ?? title, label: title)
    }
}
