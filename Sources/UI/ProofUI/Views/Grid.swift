/// A two-dimensional layout of rows, as SwiftUI's `Grid`: each `GridRow`'s views are its cells,
/// every column is as wide as its widest cell and every row as tall as its tallest, cells are
/// aligned in their space by `alignment` (a row's own vertical alignment wins), and a view that is
/// not a `GridRow` spans the whole grid width. `.gridCellColumns(_:)` makes a cell span columns.
///
/// Differences from SwiftUI: columns take their cells' ideal widths and the grid does not hand
/// left-over width to flexible cells; `nil` spacing is 8 pt (Proof's default stack spacing).
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of `content`'s rows with the spacing between columns and rows (nil: 8 pt).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Primitive.
    @MainActor public var body: Never { fatalError("Grid is primitive") }

    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = nil
        return GridNode(
            alignment: alignment, horizontalSpacing: horizontalSpacing ?? GridNode.defaultSpacing,
            verticalSpacing: verticalSpacing ?? GridNode.defaultSpacing, rows: ViewResolver.nodes(content, inner),
            environment: environment)
    }
}
