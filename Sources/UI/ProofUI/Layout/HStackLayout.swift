/// `HStack`'s layout as a value: `AnyLayout(HStackLayout())`, or `HStackLayout { … }`.
public struct HStackLayout: Layout, BuiltinLayout {
    /// The vertical alignment of the children.
    public var alignment: VerticalAlignment
    /// The spacing between children; nil = the default.
    public var spacing: CGFloat?
    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtinSize(proposal: proposal, subviews: subviews)
    }
    /// Places the subviews as an `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal: proposal, subviews: subviews)
    }
    var stackAxis: Axis? { .horizontal }
    @MainActor func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
        StackNode(
            axis: .horizontal, alignment: alignment, spacing: spacing, children: children, environment: environment)
    }
}
