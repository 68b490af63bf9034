/// What a group box style draws: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The type-erased label of a group box.
    nonisolated public struct Label: View, ViewList {
        let view: AnyView
        /// Primitive.
        @MainActor public var body: Never { fatalError("Label is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The type-erased content of a group box.
    nonisolated public struct Content: View, ViewList {
        let view: AnyView
        /// Primitive.
        @MainActor public var body: Never { fatalError("Content is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The box's title (empty when it has none).
    public let label: Label
    /// The box's content.
    public let content: Content
}
