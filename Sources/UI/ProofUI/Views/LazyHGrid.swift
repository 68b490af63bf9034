/// A grid of rows that grows to the trailing side, as SwiftUI's `LazyHGrid`: the rows are sized
/// from `rows` (see `GridItem`), the cells fill them column by column, each column as wide as its
/// widest cell. A still frame draws every cell; `pinnedViews` has no effect there.
nonisolated public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A horizontal grid; `spacing` (between columns) nil uses the default (8 pt), `alignment`
    /// places the rows when the grid is taller than they are (a baseline alignment centres them).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// The cells laid out by the grid layout.
    @MainActor public var body: some View {
        LazyGridLayout(
            trackAxis: .vertical, items: rows, trackAlignment: alignment.fraction ?? 0.5,
            lineSpacing: spacing ?? LazyGridLayout.defaultSpacing
        ) { content }
    }
}
