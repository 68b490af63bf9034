/// `VStack`'s layout as a value: `AnyLayout(VStackLayout())`, or `VStackLayout { … }`.
public struct VStackLayout: Layout, BuiltinLayout {
    /// The horizontal alignment of the children.
    public var alignment: HorizontalAlignment
    /// The spacing between children; nil = the default.
    public var spacing: CGFloat?
    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtinSize(proposal: proposal, subviews: subviews)
    }
    /// Places the subviews as a `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal: proposal, subviews: subviews)
    }
    var stackAxis: Axis? { .vertical }
    @MainActor func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
        StackNode(axis: .vertical, alignment: alignment, spacing: spacing, children: children, environment: environment)
    }
}
