/// Children one above the other.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A vertical stack; `spacing` nil uses the default spacing (8 pt).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// Primitive.
    @MainActor public var body: Never { fatalError("VStack is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .vertical
        return StackNode(
            axis: .vertical, alignment: alignment, spacing: spacing, children: ViewResolver.nodes(content, inner),
            environment: environment)
    }
}
