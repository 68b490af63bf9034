/// A custom container layout, as SwiftUI's `Layout`: it sizes itself from its subviews and places
/// them; ProofUI's layout engine runs it like its own stacks. Write `MyLayout { … }` to use it.
///
/// In a right-to-left environment the layout's placements are mirrored, as in SwiftUI: a layout
/// places its subviews as if from left to right (`bounds.minX` is the leading edge) and ProofUI
/// flips each placement across the bounds. Subviews a layout does not place are placed at the
/// centre of its bounds at their ideal size (SwiftUI does the same).
///
/// Proof differs from SwiftUI here: `Layout` does not refine `Animatable` (a still frame has no
/// animation).
public protocol Layout {
    /// Data the layout computes once per subview set and shares between its calls (Void by default).
    associatedtype Cache = Void
    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// The size of the container for `proposal`, asking the subviews what they want.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview (`subview.place(at:anchor:proposal:)`) in `bounds`, which has the size
    /// `sizeThatFits` chose for `proposal`, in root coordinates.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Creates the cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date when the subviews change (by default, makes a new one).
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// Properties of the container (by default none: no stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// The spacing the container asks for around it in a stack (by default the union of its
    /// subviews' spacings).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's explicit value for a horizontal guide, from the leading edge of `bounds`
    /// (at the origin, of the size the layout chose for `proposal`); nil for none. By default, the
    /// subviews' explicit values merged.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// The container's explicit value for a vertical guide, from the top of `bounds`; nil for none.
    /// By default, the subviews' explicit values merged.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The union of the subviews' spacings (the default spacing when there are none).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard let first = subviews.first else { return ViewSpacing() }
        return subviews.dropFirst().reduce(first.spacing) { $0.union($1.spacing) }
    }

    /// The subviews' explicit values for the guide, merged (`guide.combineExplicit`), as SwiftUI's
    /// default does. Each subview is measured for `proposal` and counted from the leading edge of
    /// `bounds` (where the layout places it is not known before it places it); nil when none sets
    /// the guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        MainActor.assumeIsolated {
            guide.key.merged(
                subviews.compactMap { $0.node.explicitAlignment(guide.key, size: $0.sizeThatFits(proposal)) })
        }
    }

    /// The subviews' explicit values for the guide, merged (the first text baseline the highest),
    /// counted from the top of `bounds`; nil when none sets the guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        MainActor.assumeIsolated {
            guide.key.merged(
                subviews.compactMap { $0.node.explicitAlignment(guide.key, size: $0.sizeThatFits(proposal)) })
        }
    }

    /// The views of `content` laid out by this layout: `MyLayout { Text("a"); Text("b") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(layout: self, content: content())
    }
}

/// The view `Layout.callAsFunction` returns: the content's views as the layout's subviews.
nonisolated struct CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    @MainActor var body: Never { fatalError("CustomLayoutView is primitive") }
    @MainActor func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        if let builtin = layout as? any BuiltinLayout {
            inner.stackAxis = builtin.stackAxis
            return builtin.makeNode(children: ViewResolver.nodes(content, inner), environment: environment)
        }
        inner.stackAxis = L.layoutProperties.stackOrientation
        return CustomLayoutNode(layout: layout, children: ViewResolver.nodes(content, inner), environment: environment)
    }
}
