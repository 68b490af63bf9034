/// A grid of columns that grows downwards, as SwiftUI's `LazyVGrid`: the columns are sized from
/// `columns` (see `GridItem`), the cells fill them row by row, each row as tall as its tallest cell.
/// A still frame draws every cell; `pinnedViews` has no effect there.
nonisolated public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A vertical grid; `spacing` (between rows) nil uses the default (8 pt), `alignment` places the
    /// columns when the grid is wider than they are.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// The cells laid out by the grid layout.
    @MainActor public var body: some View {
        LazyGridLayout(
            trackAxis: .horizontal, items: columns, trackAlignment: alignment.fraction ?? 0.5,
            lineSpacing: spacing ?? LazyGridLayout.defaultSpacing
        ) { content }
    }
}
