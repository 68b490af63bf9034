/// Several toolbar items at one placement: SwiftUI's `ToolbarItemGroup`. Each view of the group is
/// its own item, in order.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
    /// Primitive.
    @MainActor public var body: Never { return fatalError("ToolbarItemGroup is primitive") }
}
