/// `.gridCellColumns(_:)`: a `Grid` cell that spans several columns.
struct GridCellColumns<Content: View>: View, PrimitiveView {
    let count: Int
    let content: Content

    /// Primitive.
    var body: Never { fatalError("GridCellColumns is primitive") }

    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        GridCellNode(columns: max(1, count), child: ViewResolver.node(content, environment), environment: environment)
    }
}

extension View {
    /// Makes this view a `Grid` cell spanning `count` columns (at least 1); no effect outside a grid.
    public func gridCellColumns(_ count: Int) -> some View { GridCellColumns(count: count, content: self) }
}
