/// Content grouped in a box with an optional title: SwiftUI's `GroupBox`, drawn by the group box
/// style (`DefaultGroupBoxStyle`: a rounded `secondarySystemBackground` box).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// A box of `content` titled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box of `content` titled by a label view (SwiftUI's older spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The style's view of the label and content.
    @MainActor public var body: some View {
        style.make(
            GroupBoxStyleConfiguration(
                label: GroupBoxStyleConfiguration.Label(view: AnyView(label)),
                content: GroupBoxStyleConfiguration.Content(view: AnyView(content))))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` without a title.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A box of `content` titled with a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
