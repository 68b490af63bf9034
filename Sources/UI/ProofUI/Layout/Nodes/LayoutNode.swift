/// A resolved view: it answers size proposals, is placed in a frame, and draws into a display list.
///
/// Nodes live for one render and one thread. Sizes are memoised per proposal, so nested stacks
/// stay linear.
class LayoutNode {
    /// The environment the view was resolved in.
    let environment: EnvironmentValues
    /// The frame in root coordinates (points), snapped to device pixels.
    private(set) var frame: CGRect = .zero
    /// Priority in stacks (`.layoutPriority`).
    var layoutPriority: Double = 0
    /// The selection tag of the view (`.tag(_:)`, or a `ForEach` element's identifier): what a
    /// `Picker` matches its selection against; nothing else reads it.
    var tag: AnyHashable?
    private var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// The last proposal each size was chosen for, so that a container placed at a size it chose lays
    /// its children out with the offers it measured them with (a `.fixedSize()` stack is measured
    /// with nil but placed in a concrete rect).
    private var proposalsBySize: [CGSize: ProposedViewSize] = [:]

    init(environment: EnvironmentValues) { self.environment = environment }

    /// The children drawn and placed by this node.
    var children: [LayoutNode] { [] }

    /// Whether this is a spacer: a stack with default spacing adds none next to it.
    var isSpacer: Bool { false }

    /// The size the view chooses for `proposal` (memoised).
    final func size(for proposal: ProposedViewSize) -> CGSize {
        if let s = sizeCache[proposal] {
            proposalsBySize[s] = proposal
            return s
        }
        var s = computeSize(proposal)
        if !s.width.isFinite || s.width < 0 { s.width = s.width.isNaN || s.width < 0 ? 0 : min(s.width, 1e7) }
        if !s.height.isFinite || s.height < 0 { s.height = s.height.isNaN || s.height < 0 ? 0 : min(s.height, 1e7) }
        sizeCache[proposal] = s
        proposalsBySize[s] = proposal
        return s
    }

    /// The proposal this node was last measured with when it chose `size`; `size` itself when it
    /// never chose it (a parent placed it in a rect it did not ask for).
    func measuredProposal(for size: CGSize) -> ProposedViewSize {
        proposalsBySize[size] ?? ProposedViewSize(size)
    }

    /// Subclasses: the size for `proposal`.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the node in `rect` (root coordinates): its frame is `rect` snapped to the device-pixel
    /// grid, while its children are laid out in the exact `rect`, so that rounding never offers a
    /// child less than the size it chose (each child then snaps its own frame).
    final func place(in rect: CGRect) {
        frame = snapped(rect)
        placeChildren(in: rect.width.isFinite && rect.height.isFinite ? rect : frame)
    }

    /// Subclasses: place children inside `bounds`.
    func placeChildren(in bounds: CGRect) {}

    /// The first text baseline from the top of a view of `size`; nil when it has no text.
    func firstBaseline(for size: CGSize) -> CGFloat? { nil }
    /// The last text baseline from the top; nil when it has no text.
    func lastBaseline(for size: CGSize) -> CGFloat? { nil }

    /// Emits the node's drawing; by default its children's.
    func draw(_ list: inout DisplayListBuilder) {
        for child in children { child.draw(&list) }
    }

    /// A line for `proof render --dump` and tests: the node's kind.
    var debugName: String { String(describing: type(of: self)).replacingOccurrences(of: "Node", with: "") }

    /// Device pixels per point.
    var scale: CGFloat { environment.displayScale }

    /// Rounds edges to the nearest device pixel, as UIKit rounds view frames.
    func snapped(_ r: CGRect) -> CGRect {
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return .zero }
        let s = max(scale, 1)
        let x0 = (r.minX * s).rounded() / s
        let y0 = (r.minY * s).rounded() / s
        let x1 = (r.maxX * s).rounded() / s
        let y1 = (r.maxY * s).rounded() / s
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The rect of a child `size` at `offset` from the leading top corner of `bounds`, mirrored in
    /// right-to-left layouts.
    func leadingRect(_ offset: CGPoint, _ size: CGSize, in bounds: CGRect) -> CGRect {
        let x =
            environment.layoutDirection == .rightToLeft ? bounds.maxX - offset.x - size.width : bounds.minX + offset.x
        return CGRect(x: x, y: bounds.minY + offset.y, width: size.width, height: size.height)
    }

    /// Places `child` of `size` in `bounds` by `alignment` (leading/trailing mirrored in RTL).
    func align(_ child: LayoutNode, size: CGSize, in bounds: CGRect, alignment: Alignment) {
        let x = (bounds.width - size.width) * alignment.horizontal.fraction
        let y: CGFloat
        switch alignment.vertical.kind {
        case .fraction(let f): y = (bounds.height - size.height) * f
        case .firstBaseline, .lastBaseline: y = bounds.height - size.height
        }
        child.place(in: leadingRect(CGPoint(x: x, y: y), size, in: bounds))
    }
}
