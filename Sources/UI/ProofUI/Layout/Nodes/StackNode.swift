/// `HStack` and `VStack` layout: the space left after spacing is offered to the children in order
/// of layout priority, then of flexibility (least flexible first); each takes what it needs.
final class StackNode: LayoutNode {
    /// SwiftUI's default spacing between two views (observed 8 pt for most pairs; Proof uses 8 for all).
    static let defaultSpacing: CGFloat = 8

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
    /// is 8 pt between two views and none next to a spacer (a spacer's spacing is zero in SwiftUI).
    private var gaps: [CGFloat] {
        items.indices.map { i in
            if i == 0 { return 0 }
            if let spacing { return spacing }
            return items[i - 1].isSpacer || items[i].isSpacer ? 0 : Self.defaultSpacing
        }
    }

    /// Main-axis lengths the children take for `proposal`.
    private func childSizes(_ proposal: ProposedViewSize) -> [CGSize] {
        let stackCross = proposal[cross]
        // Spacers are flexible along the stack only: across it they are offered nothing.
        func crossFor(_ item: LayoutNode) -> CGFloat? { item.isSpacer ? 0 : stackCross }
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
        let crossLength: CGFloat
        if axis == .horizontal, case .fraction = verticalAlignment.kind {
            crossLength = sizes.map(\.height).max() ?? 0
        } else if axis == .horizontal {
            let (above, below) = baselineExtents(sizes)
            crossLength = above + below
        } else {
            crossLength = sizes.map(\.width).max() ?? 0
        }
        return CGSize(axis: axis, main: main, cross: crossLength)
    }

    /// For baseline alignment: the largest extent above and below the baselines.
    private func baselineExtents(_ sizes: [CGSize]) -> (CGFloat, CGFloat) {
        var above: CGFloat = 0
        var below: CGFloat = 0
        for (item, s) in zip(items, sizes) {
            let b = baseline(of: item, size: s)
            above = max(above, b)
            below = max(below, s.height - b)
        }
        return (above, below)
    }

    private func baseline(of item: LayoutNode, size: CGSize) -> CGFloat {
        if verticalAlignment.kind == .lastBaseline { return item.lastBaseline(for: size) ?? size.height }
        return item.firstBaseline(for: size) ?? size.height
    }

    /// Each child's offset from the stack's leading top corner and its size, for a stack of `size`.
    private var arrangements: [Key: [(CGPoint, CGSize)]] = [:]
    private var baselines: [Key: (first: CGFloat?, last: CGFloat?)] = [:]

    /// A size the stack is laid out at, with the proposal it chose that size for.
    private struct Key: Hashable {
        var size: CGSize
        var proposal: ProposedViewSize
    }

    private var alignsBaselines: Bool {
        if axis == .vertical { return false }
        if case .fraction = verticalAlignment.kind { return false }
        return true
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
        let above = alignsBaselines ? baselineExtents(sizes).0 : 0
        var pen: CGFloat = 0
        var result: [(CGPoint, CGSize)] = []
        for (i, item) in items.enumerated() {
            pen += gaps[i]
            let s = sizes[i]
            if axis == .horizontal {
                let y: CGFloat
                switch verticalAlignment.kind {
                case .fraction(let f): y = (size.height - s.height) * f
                case .firstBaseline, .lastBaseline: y = above - baseline(of: item, size: s)
                }
                result.append((CGPoint(x: pen, y: y), s))
            } else {
                result.append((CGPoint(x: (size.width - s.width) * horizontalAlignment.fraction, y: pen), s))
            }
            pen += s[axis]
        }
        return result
    }

    override func placeChildren(in bounds: CGRect) {
        for (item, (offset, s)) in zip(items, arrangement(in: bounds.size)) {
            item.place(in: leadingRect(offset, s, in: bounds))
        }
    }

    override func firstBaseline(for size: CGSize) -> CGFloat? { measuredBaselines(size).first }
    override func lastBaseline(for size: CGSize) -> CGFloat? { measuredBaselines(size).last }

    /// A stack's first baseline is the highest first baseline of its children that have text, its last
    /// baseline the lowest last baseline (SwiftUI merges the explicit alignments of the children that
    /// have them). Memoised per size and proposal.
    private func measuredBaselines(_ size: CGSize) -> (first: CGFloat?, last: CGFloat?) {
        let key = Key(size: size, proposal: measuredProposal(for: size))
        if let b = baselines[key] { return b }
        var first: CGFloat?
        var last: CGFloat?
        for (item, (offset, s)) in zip(items, arrangement(in: size)) {
            if let b = item.firstBaseline(for: s) { first = min(first ?? .infinity, offset.y + b) }
            if let b = item.lastBaseline(for: s) { last = max(last ?? -.infinity, offset.y + b) }
        }
        baselines[key] = (first, last)
        return (first, last)
    }
}
