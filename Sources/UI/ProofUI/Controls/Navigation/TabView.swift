/// A tab view: SwiftUI's `TabView`. It draws the selected tab's content (the first tab's, or the
/// one whose `.tag` or `Tab` value equals the `selection`) above a 49 pt tab bar of the tabs'
/// items (image above a 10 pt medium title; the selected item in the accent colour, the others
/// grey); with `.tabViewStyle(.page)`, the selected page filling the view with page dots at the
/// bottom.
///
/// As in SwiftUI, `.onAppear` runs for the selected tab only (the others are resolved with their
/// appear actions held back, to find their items). Where we differ: no home-indicator inset is
/// added below the bar.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view showing the tab whose tag equals `selection` (the first when nil).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Primitive.
    @MainActor public var body: Never { fatalError("TabView is primitive") }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        let model = TabBarModel()
        var inner = environment
        inner.tabBarModel = model
        inner.tabViewStyle = .tabBar
        // Each tab with its appear actions held back: the items, the tags and so the selection…
        let children = TabChild.split(content, tag: nil)
        var resolved = children.map { tab in AppearScope.suppressing(in: inner) { tab.nodes(inner) } }
        let probed = resolved.flatMap { $0 }
        let selected = selection.map { AnyHashable($0.wrappedValue) }
        let index =
            selected.flatMap { value in
                probed.firstIndex { $0.tagThroughWrappers == value }
            } ?? 0
        // …then the selected tab again, with its actions, as SwiftUI shows it.
        var start = 0
        for (owner, nodes) in resolved.enumerated() {
            if index < start + nodes.count {
                resolved[owner] = children[owner].nodes(inner)
                break
            }
            start += nodes.count
        }
        let tabs = resolved.flatMap { $0 }
        return TabViewNode(
            tabs: tabs, selectedIndex: index, style: environment.tabViewStyle, model: model,
            environment: environment)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view showing its first tab.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}
