/// What `NavigationStack` and `NavigationView` draw: the root content below a navigation bar that
/// shows what the content asked for (title, toolbar items, bar visibility), and a bottom toolbar
/// when it has items.
///
/// A headless render has no status bar and no home indicator, so the bar starts at the top of the
/// view and the bottom toolbar ends at its bottom (no safe-area insets).
nonisolated struct NavigationContainer<Content: View>: View, PrimitiveView {
    let content: Content

    /// Primitive.
    @MainActor var body: Never { fatalError("NavigationContainer is primitive") }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        let model = NavigationBarModel()
        var inner = environment
        inner.navigationBarModel = model
        let contentNode = ViewResolver.node(content, inner)
        return NavigationStackNode(model: model, content: contentNode, environment: environment)
    }
}
