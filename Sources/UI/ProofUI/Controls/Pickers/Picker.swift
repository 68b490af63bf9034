/// A control that chooses one of its options: SwiftUI's `Picker`.
///
/// The options are the content's views; each is chosen by its tag (`.tag(_:)`, or a `ForEach`
/// element's identifier), and the option whose tag equals the selection is drawn as selected. The
/// look comes from `.pickerStyle(_:)`: `.menu` (the default, `.automatic`), `.segmented`,
/// `.wheel`, `.inline` or `.palette`. A still frame shows the closed picker; menus never open.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker of `content`'s options bound to `selection`, named by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// A picker named by a label view (SwiftUI's older initialiser, still common in team code).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    /// Primitive.
    @MainActor public var body: Never { fatalError("Picker is primitive") }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        let options = PickerOptions(content, selection: AnyHashable(selection.wrappedValue), environment)
        let picker = PickerConfiguration(
            label: AnyView(label), options: options, labelsHidden: environment.labelsHidden)
        return ViewResolver.node(environment.pickerStyle.style.makeBody(picker), environment)
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with a string.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
