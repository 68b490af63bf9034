/// A vertical stack that, in SwiftUI, creates its children only as they scroll into view. A still
/// frame draws every child, so it lays them out as `VStack` does with one difference SwiftUI shows:
/// a lazy stack is as wide as the width it is proposed (a `VStack` hugs its widest child), and its
/// children are aligned across that whole width. With no proposed width (inside a horizontal
/// `ScrollView`) it is as wide as its widest child.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    /// A lazy vertical stack; `pinnedViews` (section headers/footers that stick while scrolling) has
    /// no effect on a still frame, where the content is shown from its start.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    /// A `VStack` in a frame as wide as the proposal.
    @MainActor public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}
