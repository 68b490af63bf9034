/// A type-erased layout, so a view can switch layouts with a condition:
/// `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`, then `layout { … }`.
public struct AnyLayout: Layout, BuiltinLayout {
    let stackAxis: Axis?
    private let make: @MainActor ([LayoutNode], EnvironmentValues) -> LayoutNode

    /// Erases `layout`.
    public init<L: Layout>(_ layout: L) {
        // A layout is a value; `make` runs only where nodes are made, on the main actor.
        nonisolated(unsafe) let layout = layout
        if let builtin = layout as? any BuiltinLayout {
            stackAxis = builtin.stackAxis
            make = { children, environment in builtin.makeNode(children: children, environment: environment) }
        } else {
            stackAxis = nil
            make = { children, environment in
                CustomLayoutNode(layout: layout, children: children, environment: environment)
            }
        }
    }

    /// The erased layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtinSize(proposal: proposal, subviews: subviews)
    }
    /// Places the subviews as the erased layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal: proposal, subviews: subviews)
    }
    @MainActor func makeNode(children: [LayoutNode], environment: EnvironmentValues) -> LayoutNode {
        make(children, environment)
    }
}
