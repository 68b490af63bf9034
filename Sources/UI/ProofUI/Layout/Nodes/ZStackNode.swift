/// `ZStack`: the children with the highest layout priority are offered the proposal and the stack is
/// as big as the largest of them; the others are then offered the stack's size (SwiftUI's rule).
final class ZStackNode: LayoutNode {
    let items: [LayoutNode]
    let alignment: Alignment
    init(children: [LayoutNode], alignment: Alignment, environment: EnvironmentValues) {
        items = children
        self.alignment = alignment
        super.init(environment: environment)
    }
    override var debugName: String { "ZStack" }
    override var children: [LayoutNode] { items }

    /// The children that size the stack.
    private var primaries: [LayoutNode] {
        guard let top = items.map(\.layoutPriority).max() else { return [] }
        return items.filter { $0.layoutPriority == top }
    }

    /// The primaries' guides stand on one line on each axis; the stack is their union.
    private func extent(_ p: ProposedViewSize) -> (line: CGPoint, size: CGSize) {
        let h = alignment.horizontal.key
        let v = alignment.vertical.key
        let placed = primaries.map { node in
            let s = node.size(for: p)
            return (s, node.guide(h, size: s), node.guide(v, size: s))
        }
        let line = CGPoint(x: placed.map(\.1).max() ?? 0, y: placed.map(\.2).max() ?? 0)
        let w = placed.map { line.x - $0.1 + $0.0.width }.max() ?? 0
        let hh = placed.map { line.y - $0.2 + $0.0.height }.max() ?? 0
        return (line, CGSize(width: w, height: hh))
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize { extent(p).size }

    /// Each child's offset and size in a stack of `size`: its guides meet the primaries' line (kept
    /// on the stack's edge or centre guide when it is placed in more room than they take).
    private func arrangement(in size: CGSize) -> [(CGPoint, CGSize)] {
        let p = measuredProposal(for: size)
        let key = ArrangementKey(size: size, proposal: p)
        if let a = arrangements[key] { return a }
        let a = computeArrangement(in: size, proposal: p)
        arrangements[key] = a
        return a
    }

    /// Memoised: guides and placement ask for the same arrangement repeatedly.
    private var arrangements: [ArrangementKey: [(CGPoint, CGSize)]] = [:]

    private struct ArrangementKey: Hashable {
        var size: CGSize
        var proposal: ProposedViewSize
    }

    private func computeArrangement(in size: CGSize, proposal p: ProposedViewSize) -> [(CGPoint, CGSize)] {
        let (line, union) = extent(p)
        let h = alignment.horizontal.key
        let v = alignment.vertical.key
        let shift = CGPoint(
            x: h.fraction.map { (size.width - union.width) * $0 } ?? 0,
            y: v.fraction.map { (size.height - union.height) * $0 } ?? 0)
        let top = items.map(\.layoutPriority).max()
        return items.map { item in
            let offer = item.layoutPriority == top ? p : ProposedViewSize(size)
            let s = item.size(for: offer)
            let hx = h.fraction.flatMap { f in item.explicitAlignment(h, size: s) == nil ? f * s.width : nil }
            let vy = v.fraction.flatMap { f in item.explicitAlignment(v, size: s) == nil ? f * s.height : nil }
            let gx = hx ?? item.guide(h, size: s)
            let gy = vy ?? item.guide(v, size: s)
            return (CGPoint(x: shift.x + line.x - gx, y: shift.y + line.y - gy), s)
        }
    }

    override func placeChildren(in bounds: CGRect) {
        for (item, (offset, s)) in zip(items, arrangement(in: bounds.size)) {
            item.place(in: leadingRect(offset, s, in: bounds))
        }
    }

    /// The children's explicit guides, merged (SwiftUI's rule for every container).
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        key.merged(
            zip(items, arrangement(in: size)).compactMap { item, placed in
                offsetGuide(key, of: item, size: placed.1, at: placed.0)
            })
    }
}
