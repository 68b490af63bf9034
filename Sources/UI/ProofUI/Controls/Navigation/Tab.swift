/// A tab of a `TabView` (iOS 18's `Tab`): its content and the title and image of its tab bar
/// item, with the `value` that selects it.
///
/// Where we differ: SwiftUI's `Tab` is `TabContent` built by `@TabContentBuilder`; here it is a
/// view, so `TabView { Tab(…) { … } }` builds with `@ViewBuilder` and reads the same. Tab roles
/// (`.search`) and `TabSection` are not available.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let content: Content
    let label: Label
    let value: AnyHashable?

    /// Primitive.
    @MainActor public var body: Never { fatalError("Tab is primitive") }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        let node = TabItemNode(
            child: ViewResolver.node(content, environment), label: TabItemLabel(label), environment: environment)
        node.tag = value
        return node
    }
}

extension Tab {
    /// A tab selected by `value`, with a custom label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.value = AnyHashable(value)
    }
}

extension Tab where Value == Never {
    /// A tab with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        value = nil
    }
}

extension Tab where Label == EmptyView {
    /// A tab selected by `value`, with an empty label.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = EmptyView()
        self.value = AnyHashable(value)
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = EmptyView()
        value = nil
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab selected by `value`, titled with a localized key, with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    {
        self.init(Text(titleKey), Image(systemName: systemImage), AnyHashable(value), content())
    }
    /// A tab selected by `value`, titled with a string, with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) { self.init(Text(title), Image(systemName: systemImage), AnyHashable(value), content()) }
    /// A tab selected by `value`, titled with a localized key, with an asset image.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), Image(image), AnyHashable(value), content())
    }
    /// A tab selected by `value`, titled with a string, with an asset image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(Text(title), Image(image), AnyHashable(value), content())
    }

    init(_ title: Text, _ icon: Image, _ value: AnyHashable?, _ content: Content) {
        self.content = content
        label = DefaultTabLabel(title: title, icon: icon)
        self.value = value
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled with a localized key, with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), Image(systemName: systemImage), nil, content())
    }
    /// A tab titled with a string, with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), Image(systemName: systemImage), nil, content())
    }
    /// A tab titled with a localized key, with an asset image.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), Image(image), nil, content())
    }
    /// A tab titled with a string, with an asset image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), Image(image), nil, content())
    }
}
