/// A view with no content and no size.
public struct EmptyView: View, ViewList {
    /// An empty view.
    public init() {}
    /// Primitive.
    public var body: Never { fatalError("EmptyView is primitive") }
    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { [] }
}
