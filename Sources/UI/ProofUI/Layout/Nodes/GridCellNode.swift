/// A `Grid` cell that spans `columns` columns (`.gridCellColumns(_:)`); otherwise its child.
final class GridCellNode: WrapperNode {
    /// How many columns the cell spans (at least 1).
    let columns: Int

    init(columns: Int, child: LayoutNode, environment: EnvironmentValues) {
        self.columns = columns
        super.init(child: child, environment: environment)
    }
}
