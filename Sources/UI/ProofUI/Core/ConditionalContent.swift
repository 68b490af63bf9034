/// The view of one branch of an `if`/`else` in a view builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, ViewList {
    /// Which branch was taken.
    public enum Storage {
        /// The `if` branch.
        case first(TrueContent)
        /// The `else` branch.
        case second(FalseContent)
    }
    let storage: Storage
    init(_ storage: Storage) { self.storage = storage }
    /// Primitive.
    @MainActor public var body: Never { fatalError("_ConditionalContent is primitive") }
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        switch storage {
        case .first(let v): ViewResolver.nodes(v, environment)
        case .second(let v): ViewResolver.nodes(v, environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Primitive.
    @MainActor public var body: Never { fatalError("Optional is primitive") }
}

extension Optional: ViewList where Wrapped: View {
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        switch self {
        case .some(let v): ViewResolver.nodes(v, environment)
        case .none: []
        }
    }
}
