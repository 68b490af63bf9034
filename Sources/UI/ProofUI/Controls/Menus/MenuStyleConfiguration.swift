/// What a menu style draws: the menu's label and its content (the items it would open on).
public struct MenuStyleConfiguration {
    /// The type-erased label of a menu.
    nonisolated public struct Label: View, ViewList {
        let view: AnyView
        /// Primitive.
        @MainActor public var body: Never { fatalError("Label is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The type-erased content of a menu.
    nonisolated public struct Content: View, ViewList {
        let view: AnyView
        /// Primitive.
        @MainActor public var body: Never { fatalError("Content is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The menu's label.
    let label: Label
    /// The menu's items.
    let content: Content
}
