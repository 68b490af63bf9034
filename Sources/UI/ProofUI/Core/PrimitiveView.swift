/// Primitive views make their layout node directly instead of having a body.
protocol PrimitiveView {
    /// The node that lays out and draws this view in `environment`.
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode
}
