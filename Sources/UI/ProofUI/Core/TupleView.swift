/// Several views side by side in a builder: the children of a stack.
nonisolated public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// How `ViewBuilder` resolves the elements, written where their types are known; nil for a
    /// tuple view made with `init(_:)`, whose elements are found by reflection. (Reflection and
    /// a dynamic cast per element were a tenth of the catalog's layout time.)
    private let resolveElements: (@MainActor (T, EnvironmentValues) -> [LayoutNode])?

    /// Wraps a tuple of views.
    public init(_ value: T) {
        self.value = value
        resolveElements = nil
    }

    /// Wraps a tuple of views whose elements `resolve` turns into nodes.
    init(_ value: T, resolve: @escaping @MainActor (T, EnvironmentValues) -> [LayoutNode]) {
        self.value = value
        resolveElements = resolve
    }
    /// Primitive.
    @MainActor public var body: Never { fatalError("TupleView is primitive") }
}

extension TupleView: ViewList {
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        if let resolveElements { return resolveElements(value, environment) }
        // Walk the tuple's elements: each conforms to View (the builder only makes such tuples).
        var result: [LayoutNode] = []
        for child in Mirror(reflecting: value).children {
            if let view = child.value as? any View { result += ViewResolver.nodes(view, environment) }
        }
        return result
    }
}
