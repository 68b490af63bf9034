/// What a group box style draws: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The type-erased label of a group box.
    public struct Label: View, ViewList {
        let view: AnyView
        /// Primitive.
        public var body: Never { fatalError("Label is primitive") }
        func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The type-erased content of a group box.
    public struct Content: View, ViewList {
        let view: AnyView
        /// Primitive.
        public var body: Never { fatalError("Content is primitive") }
        func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The box's title (empty when it has none).
    public let label: Label
    /// The box's content.
    public let content: Content
}
