/// Groups views without laying them out: its children join the enclosing container.
public struct Group<Content: View>: View, ViewList {
    let content: Content
    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public var body: Never { fatalError("Group is primitive") }
    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { ViewResolver.nodes(content, environment) }
}
