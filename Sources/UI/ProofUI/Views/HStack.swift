/// Children side by side, leading to trailing.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A horizontal stack; `spacing` nil uses the default spacing (8 pt).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// Primitive.
    @MainActor public var body: Never { fatalError("HStack is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .horizontal
        return StackNode(
            axis: .horizontal, alignment: alignment, spacing: spacing, children: ViewResolver.nodes(content, inner),
            environment: environment)
    }
}
