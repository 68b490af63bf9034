/// The content a `ViewModifier` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, ViewList {
    let view: AnyView
    init(_ view: AnyView) { self.view = view }
    /// Primitive.
    public var body: Never { fatalError("_ViewModifier_Content is primitive") }
    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
}
