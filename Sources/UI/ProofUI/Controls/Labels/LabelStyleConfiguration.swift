/// What a label style draws: the label's title and icon, type-erased.
public struct LabelStyleConfiguration {
    /// The type-erased title of a label.
    nonisolated public struct Title: View, ViewList {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// Primitive.
        @MainActor public var body: Never { fatalError("Title is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The type-erased icon of a label.
    nonisolated public struct Icon: View, ViewList {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// Primitive.
        @MainActor public var body: Never { fatalError("Icon is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The label's title.
    public var title: Title
    /// The label's icon.
    public var icon: Icon
}
