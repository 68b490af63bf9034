/// The content a `ViewModifier` modifies.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, ViewList {
    let view: AnyView
    init(_ view: AnyView) { self.view = view }
    /// Primitive.
    @MainActor public var body: Never { fatalError("_ViewModifier_Content is primitive") }
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
}
