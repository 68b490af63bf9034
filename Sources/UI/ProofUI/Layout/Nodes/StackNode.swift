/// `HStack` and `VStack` layout: the space left after spacing is offered to the children in order
/// of layout priority, then of flexibility (least flexible first); each takes what it needs.
final class StackNode: LayoutNode {
    /// SwiftUI's default spacing between two views (observed 8 pt for most pairs; Proof uses 8 for all).
    nonisolated static let defaultSpacing: CGFloat = 8

    let axis: Axis
    let horizontalAlignment: HorizontalAlignment
    let verticalAlignment: VerticalAlignment
    let spacing: CGFloat?
    let items: [LayoutNode]

    init(
        axis: Axis, alignment: HorizontalAlignment, spacing: CGFloat?, children: [LayoutNode],
        environment: EnvironmentValues
    ) {
        self.axis = axis
        horizontalAlignment = alignment
        verticalAlignment = .center
        self.spacing = spacing
        items = children
        super.init(environment: environment)
    }

    init(
        axis: Axis, alignment: VerticalAlignment, spacing: CGFloat?, children: [LayoutNode],
        environment: EnvironmentValues
    ) {
        self.axis = axis
        horizontalAlignment = .center
        verticalAlignment = alignment
        self.spacing = spacing
        items = children
        super.init(environment: environment)
    }

    override var children: [LayoutNode] { items }
    override var debugName: String { axis == .horizontal ? "HStack" : "VStack" }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// Spacing before each child (0 for the first). An explicit spacing is uniform; the default one
    /// is 8 pt between two views and none next to a spacer (a spacer's spacing is zero in SwiftUI): the
    /// distance between the two views' `ViewSpacing`s (a custom layout can set its own).
    private var gaps: [CGFloat] {
        items.indices.map { i in
            if i == 0 { return 0 }
            if let spacing { return spacing }
            return items[i - 1].viewSpacing.distance(to: items[i].viewSpacing, along: axis)
        }
    }

    /// Main-axis lengths the children take for `proposal`.
    private func childSizes(_ proposal: ProposedViewSize) -> [CGSize] {
        let stackCross = proposal[cross]
        // Spacers are flexible along the stack only: across it they are offered nothing.
        @MainActor func crossFor(_ item: LayoutNode) -> CGFloat? { item.isSpacer ? 0 : stackCross }
        let totalGap = gaps.reduce(0, +)
        guard let main = proposal[axis] else {
            return items.map { $0.size(for: ProposedViewSize(axis: axis, main: nil, cross: crossFor($0))) }
        }
        var sizes = [CGSize](repeating: .zero, count: items.count)
        let minima = items.map { $0.size(for: ProposedViewSize(axis: axis, main: 0, cross: crossFor($0)))[axis] }
        let maxima = items.map {
            $0.size(for: ProposedViewSize(axis: axis, main: .infinity, cross: crossFor($0)))[axis]
        }
        var remaining = max(0, main - totalGap)
        let priorities = Array(Set(items.map(\.layoutPriority))).sorted(by: >)
        for priority in priorities {
            let group = items.indices.filter { items[$0].layoutPriority == priority }
                .sorted { (maxima[$0] - minima[$0], $0) < (maxima[$1] - minima[$1], $1) }
            let lowerMinima = items.indices.filter { items[$0].layoutPriority < priority }.reduce(0) { $0 + minima[$1] }
            var groupRemaining = max(0, remaining - lowerMinima)
            var left = group.count
            for i in group {
                let offer = max(0, groupRemaining / CGFloat(left))
                sizes[i] = items[i].size(for: ProposedViewSize(axis: axis, main: offer, cross: crossFor(items[i])))
                groupRemaining -= sizes[i][axis]
                left -= 1
            }
            remaining -= group.reduce(0) { $0 + sizes[$1][axis] }
        }
        return sizes
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !items.isEmpty else { return .zero }
        let sizes = childSizes(proposal)
        let main = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        return CGSize(axis: axis, main: main, cross: crossLayout(sizes).extent)
    }

    /// The guide the children align on across the stack.
    private var crossKey: AlignmentKey { axis == .horizontal ? verticalAlignment.key : horizontalAlignment.key }

    /// Children of `sizes` aligned across the stack: each child's guide (explicit or default) stands
    /// on one line, so the offsets are that line less each guide; the extent is their union.
    private func crossLayout(_ sizes: [CGSize]) -> (offsets: [CGFloat], extent: CGFloat) {
        let guides = zip(items, sizes).map { $0.guide(crossKey, size: $1) }
        let line = guides.max() ?? 0
        let offsets = guides.map { line - $0 }
        let extent = zip(offsets, sizes).map { $0 + $1[cross] }.max() ?? 0
        return (offsets, extent)
    }

    /// Each child's offset from the stack's leading top corner and its size, for a stack of `size`.
    private var arrangements: [Key: [(CGPoint, CGSize)]] = [:]

    /// A size the stack is laid out at, with the proposal it chose that size for.
    private struct Key: Hashable {
        var size: CGSize
        var proposal: ProposedViewSize
    }

    /// Memoised: baselines and placement ask for the same sizes repeatedly, and without the memo
    /// nested stacks would cost twice as much per level.
    private func arrangement(in size: CGSize) -> [(CGPoint, CGSize)] {
        let key = Key(size: size, proposal: measuredProposal(for: size))
        if let a = arrangements[key] { return a }
        let a = computeArrangement(in: size, proposal: key.proposal)
        arrangements[key] = a
        return a
    }

    private func computeArrangement(in size: CGSize, proposal: ProposedViewSize) -> [(CGPoint, CGSize)] {
        // Along the axis the children keep the lengths the stack measured them at: a stack is placed
        // at a size it chose for some proposal, and re-dividing that size would re-wrap text (a
        // `.fixedSize()` stack) or change the sizes of an overflowing stack's children. Across it
        // they are offered the stack's length, so a `maxHeight: .infinity` child of a fixed-size
        // HStack matches its tallest sibling, as in SwiftUI.
        let sizes = zip(items, childSizes(proposal)).map { item, s in
            item.size(for: ProposedViewSize(axis: axis, main: s[axis], cross: item.isSpacer ? 0 : size[cross]))
        }
        let (offsets, extent) = crossLayout(sizes)
        // A stack placed in more room than the aligned children take keeps them on its edge or
        // centre guide; other guides keep them at the leading or top edge.
        let shift = crossKey.fraction.map { (size[cross] - extent) * $0 } ?? 0
        var pen: CGFloat = 0
        var result: [(CGPoint, CGSize)] = []
        for (i, s) in sizes.enumerated() {
            pen += gaps[i]
            let c = shift + offsets[i]
            result.append((axis == .horizontal ? CGPoint(x: pen, y: c) : CGPoint(x: c, y: pen), s))
            pen += s[axis]
        }
        return result
    }

    override func placeChildren(in bounds: CGRect) {
        for (item, (offset, s)) in zip(items, arrangement(in: bounds.size)) {
            item.place(in: leadingRect(offset, s, in: bounds))
        }
    }

    /// A stack's explicit guide merges its children's: the first baseline is the highest first
    /// baseline of the children that have text, the last baseline the lowest, any other guide the
    /// mean of the children's explicit values (SwiftUI's rule). Memoised per size and proposal.
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let memo = GuideKey(size: size, proposal: measuredProposal(for: size), guide: key)
        if let g = guides[memo] { return g }
        let values = zip(items, arrangement(in: size)).compactMap { item, placed in
            offsetGuide(key, of: item, size: placed.1, at: placed.0)
        }
        let g = key.merged(values)
        guides[memo] = g
        return g
    }

    private var guides: [GuideKey: CGFloat?] = [:]

    /// A guide asked of the stack at a size it is laid out at.
    private struct GuideKey: Hashable {
        var size: CGSize
        var proposal: ProposedViewSize
        var guide: AlignmentKey
    }
}
