/// A label that shows or hides its content: SwiftUI's `DisclosureGroup`.
///
/// The label sits leading with a chevron trailing in the tint colour, pointing right while
/// collapsed and down while expanded; the content shows below the label only when expanded. It is
/// collapsed by default (a still frame takes no taps), or as its `isExpanded` binding says. In a
/// list, the label is a row and the expanded content's views are the rows below it, as on iOS.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View, ViewList {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A collapsed group: only the label shows.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = false
    }

    /// A group expanded while `isExpanded` is true.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }

    /// Primitive.
    @MainActor public var body: Never { fatalError("DisclosureGroup is primitive") }

    /// The label with its chevron: the row of a list, the top of a stand-alone group.
    private var header: some View {
        HStack {
            label
            Spacer(minLength: 0)
            // iOS's disclosure chevron: a semibold body-sized chevron in the tint colour.
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .font(Font.body.weight(.semibold))
                .foregroundStyle(.tint)
        }
    }

    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        if environment.isListContent {
            return ViewResolver.nodes(header, environment)
                + (isExpanded ? ViewResolver.nodes(content, environment) : [])
        }
        if !isExpanded { return ViewResolver.nodes(header, environment) }
        return ViewResolver.nodes(
            VStack(alignment: .leading, spacing: 8) {
                header
                content
            }, environment)
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed group titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    /// A group titled with a localized key, expanded while `isExpanded` is true.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A collapsed group titled with a string, shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }
    /// A group titled with a string, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
