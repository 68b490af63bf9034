/// Several views side by side in a builder: the children of a stack.
nonisolated public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// Wraps a tuple of views.
    public init(_ value: T) { self.value = value }
    /// Primitive.
    @MainActor public var body: Never { fatalError("TupleView is primitive") }
}

extension TupleView: ViewList {
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        // Walk the tuple's elements: each conforms to View (the builder only makes such tuples).
        var result: [LayoutNode] = []
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { result += ViewResolver.nodes(view, environment) }
        }
        return result
    }
}
