/// Lays out a `Grid`: column widths from each column's widest cell (sharing a proposed width as a
/// stack does, see `columnWidths(for:)`), row heights from the tallest cell of each row at its
/// column width, cells aligned in their space; a row that is not a `GridRow` spans the grid's
/// width.
final class GridNode: LayoutNode {
    /// `Grid`'s default spacing between columns and between rows.
    nonisolated static let defaultSpacing: CGFloat = 8

    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    let rows: [LayoutNode]
    /// Whether the rows are this node's children (false for the one-row grid a lone `GridRow` uses).
    private let ownsRows: Bool

    init(
        alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, rows: [LayoutNode],
        environment: EnvironmentValues, ownsRows: Bool = true
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows
        self.ownsRows = ownsRows
        super.init(environment: environment)
        if ownsRows { for case let row as GridRowNode in rows { row.isInsideGrid = true } }
    }

    override var children: [LayoutNode] { ownsRows ? rows : [] }

    /// The measured geometry: column widths and, for a grid width, each row's height.
    private struct Metrics {
        var columns: [CGFloat]
        var rowHeights: [CGFloat]
        var width: CGFloat
        var height: CGFloat
    }

    @MainActor private func cells(of row: LayoutNode) -> [LayoutNode]? { (row as? GridRowNode)?.cells }

    @MainActor private func span(_ cell: LayoutNode) -> Int { GridCellNode.settings(of: cell).columns }

    /// Each column's alignment from `.gridColumnAlignment(_:)` (the first row that sets it wins).
    private func columnAlignments() -> [Int: HorizontalAlignment] {
        var result: [Int: HorizontalAlignment] = [:]
        for row in rows {
            guard let cells = cells(of: row) else { continue }
            var column = 0
            for cell in cells {
                let settings = GridCellNode.settings(of: cell)
                if let alignment = settings.columnAlignment, result[column] == nil { result[column] = alignment }
                column += settings.columns
            }
        }
        return result
    }

    /// The cells that size their column: for each column, its one-column cells that are not
    /// `.gridCellUnsizedAxes(.horizontal)`; and the spanning cells that size their columns.
    @MainActor private func sizingCells() -> (
        byColumn: [[LayoutNode]], spanning: [(start: Int, count: Int, cell: LayoutNode)]
    ) {
        var byColumn: [[LayoutNode]] = []
        var spanning: [(start: Int, count: Int, cell: LayoutNode)] = []
        for row in rows {
            guard let cells = cells(of: row) else { continue }
            var column = 0
            for cell in cells {
                let settings = GridCellNode.settings(of: cell)
                while byColumn.count < column + settings.columns { byColumn.append([]) }
                if !settings.unsizedAxes.contains(.horizontal) {
                    if settings.columns == 1 {
                        byColumn[column].append(cell)
                    } else {
                        spanning.append((column, settings.columns, cell))
                    }
                }
                column += settings.columns
            }
        }
        return (byColumn, spanning)
    }

    /// Column widths for a proposed grid width. Without one, each column is as wide as its widest
    /// cell's ideal width. With one, the columns share it as a stack's children share its length:
    /// the least flexible column first, each offered an equal part of what is left and taking
    /// what its widest cell takes of that (so flexible cells widen their column, and text wraps
    /// when the width is short). A spanning cell wider than its columns together widens the last
    /// of them.
    private func columnWidths(for proposedWidth: CGFloat?) -> [CGFloat] {
        let (byColumn, spanning) = sizingCells()
        func width(_ column: Int, _ offer: CGFloat?) -> CGFloat {
            byColumn[column].reduce(0) { max($0, $1.size(for: ProposedViewSize(width: offer, height: nil)).width) }
        }
        let count = byColumn.count
        var widths: [CGFloat]
        if let proposed = proposedWidth, proposed.isFinite {
            let minima = (0..<count).map { width($0, 0) }
            let maxima = (0..<count).map { width($0, .infinity) }
            var remaining = max(0, proposed - CGFloat(max(0, count - 1)) * horizontalSpacing)
            widths = [CGFloat](repeating: 0, count: count)
            var left = count
            for column in (0..<count).sorted(by: {
                (maxima[$0] - minima[$0], $0) < (maxima[$1] - minima[$1], $1)
            }) {
                widths[column] = width(column, max(0, remaining / CGFloat(left)))
                remaining -= widths[column]
                left -= 1
            }
        } else {
            widths = (0..<count).map { width($0, proposedWidth) }
        }
        for s in spanning {
            let ideal = s.cell.size(for: .unspecified).width
            let covered = widths[s.start..<s.start + s.count].reduce(0, +) + CGFloat(s.count - 1) * horizontalSpacing
            if ideal > covered { widths[s.start + s.count - 1] += ideal - covered }
        }
        return widths
    }

    private func metrics(for proposal: ProposedViewSize) -> Metrics {
        let columns = columnWidths(for: proposal.width)
        let gridWidth = columns.reduce(0, +) + CGFloat(max(0, columns.count - 1)) * horizontalSpacing
        var heights: [CGFloat] = []
        var width = gridWidth
        for row in rows {
            if let cells = cells(of: row) {
                var column = 0
                var height: CGFloat = 0
                for cell in cells {
                    let settings = GridCellNode.settings(of: cell)
                    let cellWidth = self.width(from: column, count: settings.columns, columns)
                    if !settings.unsizedAxes.contains(.vertical) {
                        height = max(height, cell.size(for: ProposedViewSize(width: cellWidth, height: nil)).height)
                    }
                    column += settings.columns
                }
                heights.append(height)
            } else {
                let size = row.size(for: ProposedViewSize(width: gridWidth, height: nil))
                width = max(width, size.width)
                heights.append(size.height)
            }
        }
        let height = heights.reduce(0, +) + CGFloat(max(0, heights.count - 1)) * verticalSpacing
        return Metrics(columns: columns, rowHeights: heights, width: width, height: height)
    }

    /// The width of `count` columns from `start`, with the spacing between them.
    private func width(from start: Int, count: Int, _ columns: [CGFloat]) -> CGFloat {
        let end = min(columns.count, start + count)
        guard start < end else { return 0 }
        return columns[start..<end].reduce(0, +) + CGFloat(end - start - 1) * horizontalSpacing
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let m = metrics(for: proposal)
        return CGSize(width: m.width, height: m.height)
    }

    override func placeChildren(in bounds: CGRect) {
        placeCells(in: bounds, measuredWith: measuredProposal(for: bounds.size))
    }

    /// Places every cell (and every full-width row) in `bounds`, with the column widths of the
    /// proposal the grid was measured with.
    func placeCells(in bounds: CGRect, measuredWith proposal: ProposedViewSize) {
        let m = metrics(for: proposal)
        let columnAlignments = columnAlignments()
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            let height = m.rowHeights[index]
            if let rowNode = row as? GridRowNode {
                if ownsRows {
                    rowNode.place(
                        in: leadingRect(CGPoint(x: 0, y: y), CGSize(width: m.width, height: height), in: bounds))
                }
                let cellAlignment = Alignment(
                    horizontal: alignment.horizontal, vertical: rowNode.alignment ?? alignment.vertical)
                var x: CGFloat = 0
                var column = 0
                for cell in rowNode.cells {
                    let count = span(cell)
                    let cellWidth = width(from: column, count: count, m.columns)
                    let space = leadingRect(CGPoint(x: x, y: y), CGSize(width: cellWidth, height: height), in: bounds)
                    let size = cell.size(for: ProposedViewSize(width: cellWidth, height: height))
                    var alignment = cellAlignment
                    if let horizontal = columnAlignments[column] { alignment.horizontal = horizontal }
                    align(cell, size: size, in: space, alignment: alignment)
                    x += cellWidth + horizontalSpacing
                    column += count
                }
            } else {
                let space = leadingRect(CGPoint(x: 0, y: y), CGSize(width: m.width, height: height), in: bounds)
                let size = row.size(for: ProposedViewSize(width: m.width, height: nil))
                align(row, size: size, in: space, alignment: alignment)
            }
            y += height + verticalSpacing
        }
    }
}
