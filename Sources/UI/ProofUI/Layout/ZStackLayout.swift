/// `ZStack`'s layout as a value: `AnyLayout(ZStackLayout())`, or `ZStackLayout { … }`.
public struct ZStackLayout: Layout, BuiltinLayout {
    /// The alignment of the children.
    public var alignment: Alignment
    /// An overlapping stack layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtinSize(proposal: proposal, subviews: subviews)
    }
    /// Places the subviews as a `ZStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal: proposal, subviews: subviews)
    }
    var stackAxis: Axis? { nil }
    @MainActor func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
        ZStackNode(children: children, alignment: alignment, environment: environment)
    }
}
