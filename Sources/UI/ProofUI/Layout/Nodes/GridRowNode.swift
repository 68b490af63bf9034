/// A `GridRow`: the cells a `GridNode` lays out in one row. Alone (outside a grid) it is a grid of
/// one row.
final class GridRowNode: LayoutNode {
    /// The row's vertical alignment, nil for the grid's.
    let alignment: VerticalAlignment?
    /// The cells, leading to trailing.
    let cells: [LayoutNode]
    /// Whether a `GridNode` lays the cells out (set by the grid); alone, the row is a one-row grid.
    var isInsideGrid = false
    /// A one-row grid over this row, for a row that is not inside a `Grid` (made when asked, so that
    /// the row and the grid never hold each other).
    private var standalone: GridNode {
        GridNode(
            alignment: .center, horizontalSpacing: GridNode.defaultSpacing,
            verticalSpacing: GridNode.defaultSpacing, rows: [self], environment: environment, ownsRows: false)
    }

    init(alignment: VerticalAlignment?, cells: [LayoutNode], environment: EnvironmentValues) {
        self.alignment = alignment
        self.cells = cells
        super.init(environment: environment)
    }

    override var children: [LayoutNode] { cells }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { standalone.size(for: proposal) }
    override func placeChildren(in bounds: CGRect) {
        if !isInsideGrid { standalone.placeCells(in: bounds, measuredWith: measuredProposal(for: bounds.size)) }
    }
}
