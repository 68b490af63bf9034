/// One item of a toolbar: SwiftUI's `ToolbarItem`, a view at a placement (trailing by default).
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
    /// Primitive.
    @MainActor public var body: Never { return fatalError("ToolbarItem is primitive") }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (for customizable toolbars, which iOS does not draw differently).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}
