/// A menu: headless renders show its closed label, tinted like a button.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    /// The closed label.
    public var body: some View { label.foregroundColor(.accentColor) }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.label = Text(titleKey) }
}
