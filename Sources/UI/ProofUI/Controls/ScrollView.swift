/// A scroll view, as SwiftUI's: the content is proposed an unspecified length along the scroll
/// axes, so it takes its ideal length there, and the proposed length across them; the scroll view
/// takes the size it is proposed and clips the content. A still frame shows the content scrolled to
/// its start: a vertical scroll view puts it at the top, centred horizontally when narrower (as iOS
/// 17 and later do), a horizontal one at the leading edge, centred vertically. Scroll indicators
/// only show while scrolling on iOS, so a still frame never draws them.
nonisolated public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    /// A scroll view along `axes`; `showsIndicators` has no effect on a still frame.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    /// Where the content's start sits.
    private var alignment: Alignment {
        switch (axes.contains(.horizontal), axes.contains(.vertical)) {
        case (true, true): .topLeading
        case (true, false): .leading
        case (false, true): .top
        case (false, false): .center
        }
    }
    /// The content at its ideal length along the scroll axes, clipped to the proposed size (the
    /// zero minimums keep the frame at the proposal when the content is longer).
    @MainActor public var body: some View {
        content
            .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: alignment)
            .clipped()
    }
}
