/// Lays out a `Grid`: column widths from the widest ideal cell of each column, row heights from
/// the tallest cell of each row at its column width, cells aligned in their space; a row that is
/// not a `GridRow` spans the grid's width.
final class GridNode: LayoutNode {
    /// `Grid`'s default spacing between columns and between rows.
    static let defaultSpacing: CGFloat = 8

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

    private func cells(of row: LayoutNode) -> [LayoutNode]? { (row as? GridRowNode)?.cells }

    private func span(_ cell: LayoutNode) -> Int { GridCellNode.settings(of: cell).columns }

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

    /// Column widths: each single-column cell's ideal width sets its column's minimum; a spanning
    /// cell wider than its columns together widens the last of them.
    private func columnWidths() -> [CGFloat] {
        var widths: [CGFloat] = []
        var spanning: [(start: Int, count: Int, width: CGFloat)] = []
        for row in rows {
            guard let cells = cells(of: row) else { continue }
            var column = 0
            for cell in cells {
                let count = span(cell)
                let width = cell.size(for: .unspecified).width
                while widths.count < column + count { widths.append(0) }
                if count == 1 {
                    widths[column] = max(widths[column], width)
                } else {
                    spanning.append((column, count, width))
                }
                column += count
            }
        }
        for s in spanning {
            let covered = widths[s.start..<s.start + s.count].reduce(0, +) + CGFloat(s.count - 1) * horizontalSpacing
            if s.width > covered { widths[s.start + s.count - 1] += s.width - covered }
        }
        return widths
    }

    private func metrics() -> Metrics {
        let columns = columnWidths()
        let gridWidth = columns.reduce(0, +) + CGFloat(max(0, columns.count - 1)) * horizontalSpacing
        var heights: [CGFloat] = []
        var width = gridWidth
        for row in rows {
            if let cells = cells(of: row) {
                var column = 0
                var height: CGFloat = 0
                for cell in cells {
                    let cellWidth = self.width(from: column, count: span(cell), columns)
                    height = max(height, cell.size(for: ProposedViewSize(width: cellWidth, height: nil)).height)
                    column += span(cell)
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
        let m = metrics()
        return CGSize(width: m.width, height: m.height)
    }

    override func placeChildren(in bounds: CGRect) { placeCells(in: bounds) }

    /// Places every cell (and every full-width row) in `bounds`.
    func placeCells(in bounds: CGRect) {
        let m = metrics()
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
