/// Children on top of each other, aligned.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    /// An overlapping stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    /// Primitive.
    @MainActor public var body: Never { fatalError("ZStack is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = nil
        return ZStackNode(children: ViewResolver.nodes(content, inner), alignment: alignment, environment: environment)
    }
}
