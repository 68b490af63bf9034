/// A `Grid` cell's settings (`.gridCellColumns(_:)`, `.gridColumnAlignment(_:)`); otherwise its
/// child. Nested settings combine, the innermost winning.
final class GridCellNode: WrapperNode {
    /// How many columns the cell spans (at least 1), if set here.
    let columns: Int?
    /// The horizontal alignment of the cell's whole column, if set here.
    let columnAlignment: HorizontalAlignment?

    init(
        columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil, child: LayoutNode,
        environment: EnvironmentValues
    ) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        super.init(child: child, environment: environment)
    }

    /// The settings of `cell` and the cell settings wrapped inside it.
    static func settings(of cell: LayoutNode) -> (columns: Int, columnAlignment: HorizontalAlignment?) {
        var columns: Int?
        var alignment: HorizontalAlignment?
        var node: LayoutNode? = cell
        while let settings = node as? GridCellNode {
            columns = settings.columns ?? columns
            alignment = settings.columnAlignment ?? alignment
            node = settings.child
        }
        return (columns ?? 1, alignment)
    }
}
