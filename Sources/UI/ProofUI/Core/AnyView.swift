/// A type-erased view.
nonisolated public struct AnyView: View, ViewList {
    let view: any View
    /// Erases the type of `view`.
    public init<V: View>(_ view: V) { self.view = view }
    /// Erases the type of `view` when it is a view.
    public init?(erasing view: Any) {
        guard let v = view as? any View else { return nil }
        self.view = v
    }
    /// Primitive.
    @MainActor public var body: Never { fatalError("AnyView is primitive") }
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        ViewResolver.nodes(view, environment)
    }
}
