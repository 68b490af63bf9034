/// A custom container layout, as SwiftUI's `Layout`: it sizes itself from its subviews and places
/// them; ProofUI's layout engine runs it like its own stacks. Write `MyLayout { … }` to use it.
///
/// Proof differs from SwiftUI here: `Layout` does not refine `Animatable` (a still frame has no
/// animation), `spacing(subviews:cache:)`, `explicitAlignment` and layout values are not supported
/// yet, and subviews a layout does not place are placed at the centre of its bounds at their ideal
/// size (SwiftUI does the same).
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
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The views of `content` laid out by this layout: `MyLayout { Text("a"); Text("b") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(layout: self, content: content())
    }
}

/// The view `Layout.callAsFunction` returns: the content's views as the layout's subviews.
struct CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var body: Never { fatalError("CustomLayoutView is primitive") }
    func makeNode(_ environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        if let builtin = layout as? any BuiltinLayout {
            inner.stackAxis = builtin.stackAxis
            return builtin.makeNode(children: ViewResolver.nodes(content, inner), environment: environment)
        }
        inner.stackAxis = nil
        return CustomLayoutNode(layout: layout, children: ViewResolver.nodes(content, inner), environment: environment)
    }
}
