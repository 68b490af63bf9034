/// A resolved view: it answers size proposals, is placed in a frame, and draws into a display list.
///
/// Nodes live for one render, on the main actor. Sizes are memoised per proposal, so nested stacks
/// stay linear.
@MainActor class LayoutNode {
    /// The environment the view was resolved in.
    let environment: EnvironmentValues
    /// The frame in root coordinates (points), snapped to device pixels.
    private(set) var frame: CGRect = .zero
    /// Priority in stacks (`.layoutPriority`).
    var layoutPriority: Double = 0
    /// Values set with `.layoutValue(key:value:)` for the custom layout arranging this view, by key
    /// type (modifiers pass their content's on).
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The selection tag of the view (`.tag(_:)`, or a `ForEach` element's identifier): what a
    /// `Picker` or a `TabView` matches its selection against.
    var tag: AnyHashable?
    /// `nodes`, those without a tag of their own tagged with `tag` (a `ForEach` element's identifier).
    static func tagging(_ nodes: [LayoutNode], with tag: AnyHashable?) -> [LayoutNode] {
        if let tag { for node in nodes where node.tag == nil { node.tag = tag } }
        return nodes
    }

    /// The selection tag of this view: its own, or that of the view inside a chain of single-child
    /// wrappers (SwiftUI keeps a tag through `.padding()`, `.tabItem` and the like): what a `Picker`
    /// and a `TabView` select by.
    final var tagThroughWrappers: AnyHashable? {
        var current: LayoutNode? = self
        while let node = current {
            if let tag = node.tag { return tag }
            current = node.children.count == 1 ? node.children[0] : nil
        }
        return nil
    }
    /// The sizes chosen by proposal, and the last proposal each size was chosen for, so that a
    /// container placed at a size it chose lays its children out with the offers it measured them
    /// with (a `.fixedSize()` stack is measured with nil but placed in a concrete rect).
    private var memo = SizeMemo()

    init(environment: EnvironmentValues) { self.environment = environment }

    /// The children drawn and placed by this node.
    var children: [LayoutNode] { [] }

    /// Whether this is a spacer: a stack with default spacing adds none next to it.
    var isSpacer: Bool { false }

    /// The spacing the view asks for around it (none for a spacer).
    var viewSpacing: ViewSpacing { isSpacer ? .zero : ViewSpacing() }

    /// The size the view chooses for `proposal` (memoised).
    final func size(for proposal: ProposedViewSize) -> CGSize {
        if let s = memo.size(for: proposal) { return s }
        var s = computeSize(proposal)
        if !s.width.isFinite || s.width < 0 { s.width = s.width.isNaN || s.width < 0 ? 0 : min(s.width, 1e7) }
        if !s.height.isFinite || s.height < 0 { s.height = s.height.isNaN || s.height < 0 ? 0 : min(s.height, 1e7) }
        memo.insert(s, for: proposal)
        return s
    }

    /// The proposal this node was last measured with when it chose `size`; `size` itself when it
    /// never chose it (a parent placed it in a rect it did not ask for).
    func measuredProposal(for size: CGSize) -> ProposedViewSize {
        memo.proposal(for: size) ?? ProposedViewSize(size)
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

    /// The explicit value of a guide for a view of `size` (in leading-based coordinates from its
    /// top leading corner): a text's baselines, an `.alignmentGuide`, or what a container merges
    /// from its children; nil when the view and its children set none.
    final func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        // Without an `.alignmentGuide` or a custom layout below, only text baselines can be
        // explicit: skip the walk (nested frames would otherwise ask their children several
        // times per level).
        if !key.isBaseline && !setsCustomGuides { return nil }
        return computeExplicitAlignment(key, size: size)
    }

    /// Subclasses: the explicit value of a guide (see `explicitAlignment`).
    func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    /// Whether this view or one below it may set a guide other than a text baseline explicitly (an
    /// `.alignmentGuide`, a custom layout).
    lazy var setsCustomGuides: Bool = children.contains { $0.setsCustomGuides }

    /// The first text baseline from the top of a view of `size`; nil when it has no text.
    final func firstBaseline(for size: CGSize) -> CGFloat? {
        explicitAlignment(VerticalAlignment.firstTextBaseline.key, size: size)
    }
    /// The last text baseline from the top; nil when it has no text.
    final func lastBaseline(for size: CGSize) -> CGFloat? {
        explicitAlignment(VerticalAlignment.lastTextBaseline.key, size: size)
    }

    /// The node's size and guides at `size`.
    final func dimensions(_ size: CGSize) -> ViewDimensions { ViewDimensions(size: size, node: self) }

    /// A guide's value for a view of `size`: explicit, else the guide's default.
    final func guide(_ key: AlignmentKey, size: CGSize) -> CGFloat {
        explicitAlignment(key, size: size) ?? key.defaultValue(dimensions(size))
    }

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

    /// The offset from the leading top corner of a container of `container` size at which `child` of
    /// `size` stands when `alignment` aligns them: the container's default guide meets the child's
    /// guide (explicit or default), so an `.alignmentGuide` moves the child. A text baseline guide
    /// aligns the child's bottom with the container's (Proof's rule for frames; a stack aligns
    /// baselines with each other).
    @MainActor func alignedOffset(_ child: LayoutNode, size: CGSize, in container: CGSize, alignment: Alignment)
        -> CGPoint
    {
        let frame = ViewDimensions(size: container, node: nil)
        let h = alignment.horizontal.key
        let v = alignment.vertical.key
        let x: CGFloat
        if let f = h.fraction, child.explicitAlignment(h, size: size) == nil {
            x = (container.width - size.width) * f
        } else {
            x = h.defaultValue(frame) - child.guide(h, size: size)
        }
        let y: CGFloat
        if v.isBaseline {
            y = container.height - size.height
        } else if let f = v.fraction, child.explicitAlignment(v, size: size) == nil {
            y = (container.height - size.height) * f
        } else {
            y = v.defaultValue(frame) - child.guide(v, size: size)
        }
        return CGPoint(x: x, y: y)
    }

    /// Places `child` of `size` in `bounds` by `alignment` (leading/trailing mirrored in RTL).
    @MainActor func align(_ child: LayoutNode, size: CGSize, in bounds: CGRect, alignment: Alignment) {
        let offset = alignedOffset(child, size: size, in: bounds.size, alignment: alignment)
        child.place(in: leadingRect(offset, size, in: bounds))
    }

    /// Places an overlay or background `layer` on `primary`, placed in `bounds`: the layer is
    /// offered the primary's size and its guide meets the primary's (explicit or default), as in
    /// SwiftUI.
    @MainActor func placeLayer(_ layer: LayoutNode, on primary: LayoutNode, in bounds: CGRect, alignment: Alignment) {
        let s = layer.size(for: ProposedViewSize(width: bounds.width, height: bounds.height))
        let h = alignment.horizontal.key
        let v = alignment.vertical.key
        let x: CGFloat
        let y: CGFloat
        // Default edge and centre guides on both sides: the fraction of the spare room (the same
        // numbers as before guides could be set).
        if let f = h.fraction, primary.explicitAlignment(h, size: bounds.size) == nil,
            layer.explicitAlignment(h, size: s) == nil
        {
            x = (bounds.width - s.width) * f
        } else {
            x = primary.guide(h, size: bounds.size) - layer.guide(h, size: s)
        }
        if let f = v.fraction, primary.explicitAlignment(v, size: bounds.size) == nil,
            layer.explicitAlignment(v, size: s) == nil
        {
            y = (bounds.height - s.height) * f
        } else if v.isBaseline && (primary.explicitAlignment(v, size: bounds.size) == nil) {
            y = bounds.height - s.height
        } else {
            y = primary.guide(v, size: bounds.size) - layer.guide(v, size: s)
        }
        layer.place(in: leadingRect(CGPoint(x: x, y: y), s, in: bounds))
    }

    /// A child's explicit guide offset by its position `offset` in this view.
    @MainActor func offsetGuide(_ key: AlignmentKey, of child: LayoutNode, size: CGSize, at offset: CGPoint) -> CGFloat?
    {
        child.explicitAlignment(key, size: size).map { $0 + (key.axis == .horizontal ? offset.x : offset.y) }
    }
}
