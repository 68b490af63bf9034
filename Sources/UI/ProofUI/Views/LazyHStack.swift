/// A horizontal stack that, in SwiftUI, creates its children only as they scroll into view. A still
/// frame draws every child, so it lays them out as `HStack` does, except that a lazy stack is as tall
/// as the height it is proposed (an `HStack` hugs its tallest child), its children aligned across
/// that whole height. With no proposed height it is as tall as its tallest child.
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazy horizontal stack; `pinnedViews` has no effect on a still frame.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// An `HStack` in a frame as tall as the proposal.
    @MainActor public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
