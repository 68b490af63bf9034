/// What a text field style draws around: the field's content, which is the entered text (in the
/// label colour, on one line or wrapping for a vertical field) or the placeholder (in the
/// placeholder colour) when the text is empty, as wide as offered.
public struct TextFieldStyleConfiguration {
    /// The type-erased content of a field.
    nonisolated public struct Content: View, ViewList {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// Primitive.
        @MainActor public var body: Never { fatalError("Content is primitive") }
        @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { view.makeNodes(environment) }
    }
    /// The field's text or placeholder.
    public let content: Content
}
