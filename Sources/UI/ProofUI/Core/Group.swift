/// Groups views without laying them out: its children join the enclosing container.
nonisolated public struct Group<Content: View>: View, ViewList {
    let content: Content
    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    @MainActor public var body: Never { fatalError("Group is primitive") }
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        ViewResolver.nodes(content, environment)
    }
}
