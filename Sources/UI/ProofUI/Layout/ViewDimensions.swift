/// A view's size and alignment guides, as an `.alignmentGuide` closure and a custom `Layout` see it.
public struct ViewDimensions: Equatable, Sendable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat
    /// The node whose explicit guides these are; nil for a container's own frame.
    let node: LayoutNode?

    init(size: CGSize, node: LayoutNode?) {
        width = size.width
        height = size.height
        self.node = node
    }

    private var size: CGSize { CGSize(width: width, height: height) }

    /// The guide's offset from the leading edge: its explicit value, else its default one.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(self)
    }

    /// The guide's offset from the top: its explicit value (a text baseline, an `.alignmentGuide`),
    /// else its default one (the bottom for a baseline of a view without text).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(self)
    }

    /// The guide's value when the view or one of its children sets it explicitly; nil otherwise.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        MainActor.assumeIsolated { node?.explicitAlignment(guide.key, size: size) }
    }

    /// The guide's value when the view or one of its children sets it explicitly (a text sets its
    /// baselines); nil otherwise.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        MainActor.assumeIsolated { node?.explicitAlignment(guide.key, size: size) }
    }

    /// Same size and same view.
    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.node === b.node
    }
}
