/// Lays out `ViewThatFits`: the size is the chosen view's; only the chosen view is placed and drawn.
final class ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    let items: [LayoutNode]
    /// The view chosen when the node was placed.
    private var chosen: Int?

    init(axes: Axis.Set, items: [LayoutNode], environment: EnvironmentValues) {
        self.axes = axes
        self.items = items
        super.init(environment: environment)
    }
    override var children: [LayoutNode] { chosen.map { [items[$0]] } ?? [] }

    /// The index of the first view whose ideal size fits `p` along the axes, else the last.
    func choice(for p: ProposedViewSize) -> Int {
        let h = axes.contains(.horizontal)
        let v = axes.contains(.vertical)
        let idealProposal = ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height)
        for (i, item) in items.enumerated() {
            let ideal = item.size(for: idealProposal)
            let fitsWidth = !h || p.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !v || p.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return i }
        }
        return items.count - 1
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        items.isEmpty ? .zero : items[choice(for: p)].size(for: p)
    }

    override func placeChildren(in bounds: CGRect) {
        guard !items.isEmpty else { return }
        let p = measuredProposal(for: bounds.size)
        let c = choice(for: p)
        chosen = c
        align(items[c], size: items[c].size(for: p), in: bounds, alignment: .center)
    }
}
