/// `.padding`: offers the child the proposal less the insets and grows its size by them.
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets
    init(child: LayoutNode, insets: EdgeInsets, environment: EnvironmentValues) {
        self.insets = insets
        super.init(child: child, environment: environment)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let h = insets.leading + insets.trailing
        let v = insets.top + insets.bottom
        let inner = ProposedViewSize(width: p.width.map { max(0, $0 - h) }, height: p.height.map { max(0, $0 - v) })
        let s = child.size(for: inner)
        return CGSize(width: s.width + h, height: s.height + v)
    }
    override func placeChildren(in bounds: CGRect) {
        let size = CGSize(
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        child.place(in: leadingRect(CGPoint(x: insets.leading, y: insets.top), size, in: bounds))
    }
    private func inner(_ size: CGSize) -> CGSize {
        CGSize(
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }
    override func firstBaseline(for size: CGSize) -> CGFloat? {
        child.firstBaseline(for: inner(size)).map { $0 + insets.top }
    }
    override func lastBaseline(for size: CGSize) -> CGFloat? {
        child.lastBaseline(for: inner(size)).map { $0 + insets.top }
    }
}

/// `.frame(width:height:alignment:)`: proposes exactly the given lengths and takes them.
final class FixedFrameNode: WrapperNode {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment, environment: EnvironmentValues) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
        self.alignment = alignment
        super.init(child: child, environment: environment)
    }
    override var spacerMinLength: CGFloat? { nil }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let s = child.size(for: ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
        return CGSize(width: width ?? s.width, height: height ?? s.height)
    }
    override func placeChildren(in bounds: CGRect) {
        let s = child.size(for: ProposedViewSize(width: bounds.width, height: bounds.height))
        align(child, size: s, in: bounds, alignment: alignment)
    }
    /// The child's size and vertical offset in a frame of `size`.
    private func childPlacement(_ size: CGSize) -> (CGSize, CGFloat) {
        let s = child.size(for: ProposedViewSize(width: size.width, height: size.height))
        let f: CGFloat
        if case .fraction(let v) = alignment.vertical.kind { f = v } else { f = 1 }
        return (s, (size.height - s.height) * f)
    }
    override func firstBaseline(for size: CGSize) -> CGFloat? {
        let (s, y) = childPlacement(size)
        return child.firstBaseline(for: s).map { $0 + y }
    }
    override func lastBaseline(for size: CGSize) -> CGFloat? {
        let (s, y) = childPlacement(size)
        return child.lastBaseline(for: s).map { $0 + y }
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
final class FlexibleFrameNode: WrapperNode {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    init(
        child: LayoutNode, minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?,
        idealHeight: CGFloat?,
        maxHeight: CGFloat?, alignment: Alignment, environment: EnvironmentValues
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
        super.init(child: child, environment: environment)
    }
    override var spacerMinLength: CGFloat? { nil }

    private static func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var r = v
        if let hi { r = min(r, hi) }
        if let lo { r = max(r, lo) }
        return r
    }

    /// One axis: the offer to the child and the frame's length given the child's.
    private static func resolve(
        proposal: CGFloat?, ideal: CGFloat?, lo: CGFloat?, hi: CGFloat?, child: (CGFloat?) -> CGFloat
    ) -> CGFloat {
        let offered = proposal ?? ideal
        let childOffer = offered.map { clamp($0, lo, hi) }
        let childLength = child(childOffer)
        if lo == nil && hi == nil { return ideal.map { proposal == nil ? $0 : childLength } ?? childLength }
        let reference = offered ?? childLength
        var r = childLength
        if let lo { r = max(lo, min(r, reference)) }
        if let hi { r = min(hi, max(r, reference)) }
        return r
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let offeredW = (p.width ?? idealWidth).map { Self.clamp($0, minWidth, maxWidth) }
        let offeredH = (p.height ?? idealHeight).map { Self.clamp($0, minHeight, maxHeight) }
        let cs = child.size(for: ProposedViewSize(width: offeredW, height: offeredH))
        let w = Self.resolve(proposal: p.width, ideal: idealWidth, lo: minWidth, hi: maxWidth) { _ in cs.width }
        let h = Self.resolve(proposal: p.height, ideal: idealHeight, lo: minHeight, hi: maxHeight) { _ in cs.height }
        return CGSize(width: w, height: h)
    }
    override func placeChildren(in bounds: CGRect) {
        let s = child.size(for: ProposedViewSize(width: bounds.width, height: bounds.height))
        align(child, size: s, in: bounds, alignment: alignment)
    }
}

/// `.fixedSize`: offers nil (the ideal size) on the fixed axes.
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool, vertical: Bool
    init(child: LayoutNode, horizontal: Bool, vertical: Bool, environment: EnvironmentValues) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, environment: environment)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        child.size(for: ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
    }
    override func placeChildren(in bounds: CGRect) {
        let s = computeSize(ProposedViewSize(width: bounds.width, height: bounds.height))
        align(child, size: s, in: bounds, alignment: .center)
    }
}

/// `.layoutPriority`.
final class PriorityNode: WrapperNode {
    init(child: LayoutNode, priority: Double, environment: EnvironmentValues) {
        super.init(child: child, environment: environment)
        layoutPriority = priority
    }
}

/// `.position(x:y:)`: takes the whole proposal and centres the child on the point.
final class PositionNode: WrapperNode {
    let point: CGPoint
    init(child: LayoutNode, point: CGPoint, environment: EnvironmentValues) {
        self.point = point
        super.init(child: child, environment: environment)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }
    override func placeChildren(in bounds: CGRect) {
        let s = child.size(for: .unspecified)
        let x = environment.layoutDirection == .rightToLeft ? bounds.maxX - point.x : bounds.minX + point.x
        child.place(
            in: CGRect(x: x - s.width / 2, y: bounds.minY + point.y - s.height / 2, width: s.width, height: s.height))
    }
}

/// `.aspectRatio(_:contentMode:)`: offers the largest (fit) or smallest (fill) rectangle of the ratio.
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode
    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode, environment: EnvironmentValues) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child, environment: environment)
    }
    private func effectiveRatio() -> CGFloat {
        if let ratio, ratio > 0, ratio.isFinite { return ratio }
        let ideal = child.size(for: .unspecified)
        return ideal.height > 0 ? ideal.width / ideal.height : 1
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let r = effectiveRatio()
        let target: CGSize
        switch (p.width, p.height) {
        case (nil, nil):
            let ideal = child.size(for: .unspecified)
            target = CGSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): target = CGSize(width: w, height: w / r)
        case (nil, let h?): target = CGSize(width: h * r, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / r)
            let byHeight = CGSize(width: h * r, height: h)
            let fitsByWidth = byWidth.height <= h
            switch contentMode {
            case .fit: target = fitsByWidth ? byWidth : byHeight
            case .fill: target = fitsByWidth ? byHeight : byWidth
            }
        }
        return child.size(for: ProposedViewSize(target))
    }
    override func placeChildren(in bounds: CGRect) {
        let s = child.size(for: ProposedViewSize(width: bounds.width, height: bounds.height))
        align(child, size: s, in: bounds, alignment: .center)
    }
}

/// How content fills a space: fit inside or fill it (cropping).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Entirely visible.
    case fit
    /// Covers the whole space.
    case fill
}

/// `.overlay` and `.background`: the primary child sizes the view; the secondary one is offered that
/// size and aligned on it, drawn above (overlay) or below (background).
final class LayeredNode: LayoutNode {
    let primary: LayoutNode, secondary: LayoutNode
    let alignment: Alignment
    let secondaryOnTop: Bool
    init(
        primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, secondaryOnTop: Bool,
        environment: EnvironmentValues
    ) {
        self.primary = primary
        self.secondary = secondary
        self.alignment = alignment
        self.secondaryOnTop = secondaryOnTop
        super.init(environment: environment)
        layoutPriority = primary.layoutPriority
    }
    override var debugName: String { secondaryOnTop ? "Overlay" : "Background" }
    override var children: [LayoutNode] { secondaryOnTop ? [primary, secondary] : [secondary, primary] }
    override var spacerMinLength: CGFloat? { primary.spacerMinLength }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { primary.size(for: p) }
    override func placeChildren(in bounds: CGRect) {
        primary.place(in: bounds)
        let s = secondary.size(for: ProposedViewSize(width: bounds.width, height: bounds.height))
        align(secondary, size: s, in: bounds, alignment: alignment)
    }
    override func firstBaseline(for size: CGSize) -> CGFloat? { primary.firstBaseline(for: size) }
    override func lastBaseline(for size: CGSize) -> CGFloat? { primary.lastBaseline(for: size) }
}

/// `ZStack`: every child is offered the proposal; the stack is as big as the largest.
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
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let sizes = items.map { $0.size(for: p) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }
    override func placeChildren(in bounds: CGRect) {
        for item in items {
            align(
                item, size: item.size(for: ProposedViewSize(width: bounds.width, height: bounds.height)), in: bounds,
                alignment: alignment)
        }
    }
}

/// `Spacer`: flexible along a stack's axis, with a minimum length.
final class SpacerNode: LayoutNode {
    let minLength: CGFloat?
    init(minLength: CGFloat?, environment: EnvironmentValues) {
        self.minLength = minLength
        super.init(environment: environment)
    }
    override var spacerMinLength: CGFloat? { minLength ?? StackNode.defaultSpacing }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        // Takes whatever is offered (stacks offer it nothing across their axis); ideal size zero.
        CGSize(width: p.width ?? 0, height: p.height ?? 0)
    }
}

/// `GeometryReader`: takes the whole proposal and builds its content with that size.
final class GeometryReaderNode: LayoutNode {
    let makeContent: (GeometryProxy) -> LayoutNode
    private var content: LayoutNode?
    init(environment: EnvironmentValues, makeContent: @escaping (GeometryProxy) -> LayoutNode) {
        self.makeContent = makeContent
        super.init(environment: environment)
    }
    override var children: [LayoutNode] { content.map { [$0] } ?? [] }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions() }
    override func placeChildren(in bounds: CGRect) {
        let node = makeContent(GeometryProxy(size: bounds.size, frameInRoot: bounds))
        content = node
        let s = node.size(for: ProposedViewSize(width: bounds.width, height: bounds.height))
        node.place(in: leadingRect(.zero, s, in: bounds))
    }
}
