/// One row of a `Grid`: its views are the row's cells, leading to trailing (mirrored right to
/// left). Outside a `Grid` it lays its cells out as a grid of one row, 8 pt apart.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells are aligned vertically by `alignment` (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Primitive.
    @MainActor public var body: Never { fatalError("GridRow is primitive") }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = nil
        return GridRowNode(alignment: alignment, cells: ViewResolver.nodes(content, inner), environment: environment)
    }
}
