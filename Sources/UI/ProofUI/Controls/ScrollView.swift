/// A scroll view: headless renders show the content from its start, clipped to the frame.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    /// A scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    /// The content at its ideal length along the scroll axes, top-leading, clipped.
    public var body: some View {
        content
            .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .clipped()
    }
}
