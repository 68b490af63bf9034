/// Modifiers that Proof implements itself: an environment change and/or a node around the child.
@MainActor protocol NodeModifier {
    /// Changes the environment of the content.
    func apply(to environment: inout EnvironmentValues)
    /// The node around the content (`environment` is the content's, `outer` the view's own).
    @MainActor func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode
}

extension NodeModifier {
    func apply(to environment: inout EnvironmentValues) {}
    @MainActor func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode
    { child }
}
