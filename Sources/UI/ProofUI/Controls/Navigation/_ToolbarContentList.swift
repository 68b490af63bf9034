/// Toolbar content made of other content, in order: what `@ToolbarContentBuilder` builds from
/// blocks and conditionals (SwiftUI's `TupleToolbarContent` and `_ConditionalContent` in one type).
nonisolated public struct _ToolbarContentList: ToolbarContent, PrimitiveToolbarContent {
    let entries: [ToolbarEntry]
    /// Primitive.
    @MainActor public var body: Never { return fatalError("_ToolbarContentList is primitive") }
}
