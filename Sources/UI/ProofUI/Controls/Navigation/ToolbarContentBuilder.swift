/// The result builder of toolbar content: SwiftUI's `ToolbarContentBuilder` (blocks of items,
/// `if`, `if`/`else`, `#available`).
@resultBuilder
@MainActor public enum ToolbarContentBuilder {
    /// One piece of content.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Several pieces, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> _ToolbarContentList
    {
        var entries: [ToolbarEntry] = []
        for piece in repeat each content { entries += piece.toolbarEntries }
        return _ToolbarContentList(entries: entries)
    }
    /// Content shown when a condition holds.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> _ToolbarContentList {
        _ToolbarContentList(entries: content?.toolbarEntries ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<Content: ToolbarContent>(first: Content) -> _ToolbarContentList {
        _ToolbarContentList(entries: first.toolbarEntries)
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<Content: ToolbarContent>(second: Content) -> _ToolbarContentList {
        _ToolbarContentList(entries: second.toolbarEntries)
    }
    /// Content behind `if #available`.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> _ToolbarContentList {
        _ToolbarContentList(entries: content.toolbarEntries)
    }
}
