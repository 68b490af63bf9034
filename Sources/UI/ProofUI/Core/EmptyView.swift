/// A view with no content and no size.
nonisolated public struct EmptyView: View, ViewList {
    /// An empty view.
    public init() {}
    /// Primitive.
    @MainActor public var body: Never { fatalError("EmptyView is primitive") }
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { [] }
}
