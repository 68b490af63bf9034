/// Runs a custom `Layout`: its `sizeThatFits` is the node's size, its `placeSubviews` places the
/// children. The cache is made once, on first use.
final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let items: [LayoutNode]
    private let placements = LayoutPlacements()
    private var cache: L.Cache?

    init(layout: L, children: [LayoutNode], environment: EnvironmentValues) {
        self.layout = layout
        items = children
        super.init(environment: environment)
        setsCustomGuides = true
    }
    override var children: [LayoutNode] { items }
    override var debugName: String { String(describing: L.self) }

    private var subviews: LayoutSubviews {
        LayoutSubviews(
            items.map { LayoutSubview(node: $0, placements: placements) }, layoutDirection: environment.layoutDirection)
    }

    /// Calls `body` with the cache, made on first use.
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = cache ?? layout.makeCache(subviews: subviews)
        let r = body(&c)
        cache = c
        return r
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let s = subviews
        return withCache(s) { layout.sizeThatFits(proposal: p, subviews: s, cache: &$0) }
    }

    override var viewSpacing: ViewSpacing {
        let s = subviews
        return withCache(s) { layout.spacing(subviews: s, cache: &$0) }
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let s = subviews
        let p = measuredProposal(for: size)
        let bounds = CGRect(origin: .zero, size: size)
        return withCache(s) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(key: key), in: bounds, proposal: p, subviews: s, cache: &cache)
                : layout.explicitAlignment(
                    of: VerticalAlignment(key: key), in: bounds, proposal: p, subviews: s, cache: &cache)
        }
    }

    override func placeChildren(in bounds: CGRect) {
        let s = subviews
        let p = measuredProposal(for: bounds.size)
        placements.placed = []
        placements.mirroredBounds = environment.layoutDirection == .rightToLeft ? bounds : nil
        withCache(s) { layout.placeSubviews(in: bounds, proposal: p, subviews: s, cache: &$0) }
        placements.mirroredBounds = nil
        for item in items where !placements.placed.contains(ObjectIdentifier(item)) {
            let size = item.size(for: .unspecified)
            item.place(
                in: CGRect(
                    x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                    height: size.height))
        }
    }
}
