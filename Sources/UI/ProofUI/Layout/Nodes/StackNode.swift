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

    /// Spacing before each child (0 for the first).
    private var gaps: [CGFloat] {
        items.indices.map { $0 == 0 ? 0 : (spacing ?? Self.defaultSpacing) }
    }

    /// Main-axis lengths the children take for `proposal`.
    private func childSizes(_ proposal: ProposedViewSize) -> [CGSize] {
        let stackCross = proposal[cross]
        // Spacers are flexible along the stack only: across it they are offered nothing.
        func crossFor(_ item: LayoutNode) -> CGFloat? { item.spacerMinLength == nil ? stackCross : 0 }
        let totalGap = gaps.reduce(0, +)
        guard let main = proposal[axis] else {
            return items.map { $0.size(for: ProposedViewSize(axis: axis, main: nil, cross: crossFor($0))) }
        }
        var sizes = [CGSize](repeating: .zero, count: items.count)
        let minima = items.map { item -> CGFloat in
            let m = item.size(for: ProposedViewSize(axis: axis, main: 0, cross: crossFor(item)))[axis]
            return max(m, item.spacerMinLength ?? 0)
        }
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
                var s = items[i].size(for: ProposedViewSize(axis: axis, main: offer, cross: crossFor(items[i])))
                if let minLength = items[i].spacerMinLength { s[axis] = max(s[axis], minLength) }
                sizes[i] = s
                groupRemaining -= s[axis]
                left -= 1
            }
            remaining -= group.reduce(0) { $0 + sizes[$1][axis] }
        }
        return sizes
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !items.isEmpty else { return .zero }
        var sizes = childSizes(proposal)
        if proposal[axis] == nil {
            for i in items.indices { if let m = items[i].spacerMinLength { sizes[i][axis] = max(sizes[i][axis], m) } }
        }
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
    private var arrangements: [CGSize: [(CGPoint, CGSize)]] = [:]
    private var baselines: [CGSize: (first: CGFloat?, last: CGFloat?)] = [:]

    private var alignsBaselines: Bool {
        if axis == .vertical { return false }
        if case .fraction = verticalAlignment.kind { return false }
        return true
    }

    /// Memoised: baselines and placement ask for the same sizes repeatedly, and without the memo
    /// nested stacks would cost twice as much per level.
    private func arrangement(in size: CGSize) -> [(CGPoint, CGSize)] {
        if let a = arrangements[size] { return a }
        let a = computeArrangement(in: size)
        arrangements[size] = a
        return a
    }

    private func computeArrangement(in size: CGSize) -> [(CGPoint, CGSize)] {
        var sizes = childSizes(ProposedViewSize(width: size.width, height: size.height))
        for i in items.indices { if let m = items[i].spacerMinLength { sizes[i][axis] = max(sizes[i][axis], m) } }
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

    /// A vertical stack's first (last) baseline is its first (last) child's; a horizontal stack's is
    /// the first (last) baseline among its children. Memoised per size.
    private func measuredBaselines(_ size: CGSize) -> (first: CGFloat?, last: CGFloat?) {
        if let b = baselines[size] { return b }
        let placed = Array(zip(items, arrangement(in: size)))
        var first: CGFloat?
        var last: CGFloat?
        for (item, (offset, s)) in placed {
            if let b = item.firstBaseline(for: s) {
                first = offset.y + b
                break
            }
            if axis == .vertical { break }
        }
        for (item, (offset, s)) in placed.reversed() {
            if let b = item.lastBaseline(for: s) {
                last = offset.y + b
                break
            }
            if axis == .vertical { break }
        }
        baselines[size] = (first, last)
        return (first, last)
    }
}
