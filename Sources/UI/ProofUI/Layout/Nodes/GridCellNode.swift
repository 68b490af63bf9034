/// A `Grid` cell's settings (`.gridCellColumns(_:)`, `.gridColumnAlignment(_:)`,
/// `.gridCellUnsizedAxes(_:)`); otherwise its child. Nested settings combine, the innermost winning.
final class GridCellNode: WrapperNode {
    /// How many columns the cell spans (at least 1), if set here.
    let columns: Int?
    /// The horizontal alignment of the cell's whole column, if set here.
    let columnAlignment: HorizontalAlignment?
    /// The axes along which the cell takes the size of its column or row instead of sizing it.
    let unsizedAxes: Axis.Set?

    init(
        columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil, unsizedAxes: Axis.Set? = nil,
        child: LayoutNode, environment: EnvironmentValues
    ) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.unsizedAxes = unsizedAxes
        super.init(child: child, environment: environment)
    }

    /// What the grid-cell modifiers set on a cell.
    struct Settings {
        /// The columns spanned.
        var columns = 1
        /// The column's alignment, if the cell sets it.
        var columnAlignment: HorizontalAlignment?
        /// The axes the cell does not size.
        var unsizedAxes: Axis.Set = []
    }

    /// The settings of `cell`: those set on it and on the views it wraps (as SwiftUI's cell
    /// settings are traits of the cell, they reach the grid through modifiers such as padding or
    /// an identifier).
    @MainActor static func settings(of cell: LayoutNode) -> Settings {
        var result = Settings()
        var columns: Int?
        var unsized: Axis.Set?
        var node: LayoutNode? = cell
        while let wrapper = node as? WrapperNode {
            if let settings = wrapper as? GridCellNode {
                columns = settings.columns ?? columns
                result.columnAlignment = settings.columnAlignment ?? result.columnAlignment
                unsized = settings.unsizedAxes ?? unsized
            }
            node = wrapper.child
        }
        result.columns = columns ?? 1
        result.unsizedAxes = unsized ?? []
        return result
    }
}
