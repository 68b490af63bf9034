/// Primitive views make their layout node directly instead of having a body.
@MainActor protocol PrimitiveView {
    /// The node that lays out and draws this view in `environment`.
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode
}
