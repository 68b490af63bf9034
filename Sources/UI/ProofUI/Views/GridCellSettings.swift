/// `.gridCellColumns(_:)`, `.gridColumnAlignment(_:)` and `.gridCellUnsizedAxes(_:)`: settings of a
/// `Grid` cell.
nonisolated struct GridCellSettings<Content: View>: View, PrimitiveView {
    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var unsizedAxes: Axis.Set?
    let content: Content

    /// Primitive.
    @MainActor var body: Never { fatalError("GridCellSettings is primitive") }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        GridCellNode(
            columns: columns.map { max(1, $0) }, columnAlignment: columnAlignment, unsizedAxes: unsizedAxes,
            child: ViewResolver.node(content, environment), environment: environment)
    }
}

nonisolated extension View {
    /// Makes this view a `Grid` cell spanning `count` columns (at least 1); no effect outside a grid.
    public func gridCellColumns(_ count: Int) -> some View { GridCellSettings(columns: count, content: self) }

    /// Aligns every cell of this cell's `Grid` column horizontally by `guide` (overriding the
    /// grid's alignment); no effect outside a grid. When cells of one column disagree, the first
    /// row's setting wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        GridCellSettings(columnAlignment: guide, content: self)
    }

    /// Makes this `Grid` cell take its column's width (`.horizontal`) or its row's height
    /// (`.vertical`) instead of sizing them, as a `Divider` or a `Color` in a grid usually should;
    /// no effect outside a grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        GridCellSettings(unsizedAxes: axes, content: self)
    }
}
