/// A view whose content is built from the size it is offered.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    /// A reader building `content` with the proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    /// Primitive.
    @MainActor public var body: Never { fatalError("GeometryReader is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        let content = self.content
        // The content is built at placement time: restore the environment that was current here.
        let current = EnvironmentValues.current
        return GeometryReaderNode(environment: environment) { proxy in
            EnvironmentValues.$current.withValue(current) {
                ZStackNode(
                    children: ViewResolver.nodes(content(proxy), environment), alignment: .topLeading,
                    environment: environment)
            }
        }
    }
}
