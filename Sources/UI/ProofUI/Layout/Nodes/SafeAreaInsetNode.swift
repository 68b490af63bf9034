/// `.safeAreaInset(edge:alignment:spacing:content:)`: the inset view is placed at the edge, at its
/// own length along the edge's axis and offered the whole length across it; the content is offered
/// what is left (less `spacing`) and placed in the rest, centred.
final class SafeAreaInsetNode: LayoutNode {
    let content: LayoutNode
    let inset: LayoutNode
    let edge: Edge
    /// How the inset view is aligned along its edge.
    let alignment: Alignment
    let spacing: CGFloat

    init(
        content: LayoutNode, inset: LayoutNode, edge: Edge, alignment: Alignment, spacing: CGFloat,
        environment: EnvironmentValues
    ) {
        self.content = content
        self.inset = inset
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        super.init(environment: environment)
        layoutPriority = content.layoutPriority
        layoutValues = content.layoutValues
    }

    override var debugName: String { "SafeAreaInset" }
    override var children: [LayoutNode] { [content, inset] }

    /// The axis the inset takes length on (vertical for the top and bottom edges).
    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    private var cross: Axis { axis == .vertical ? .horizontal : .vertical }

    private func sizes(_ p: ProposedViewSize) -> (content: CGSize, inset: CGSize) {
        let i = inset.size(for: ProposedViewSize(axis: axis, main: nil, cross: p[cross]))
        let main = p[axis].map { max(0, $0 - i[axis] - spacing) }
        let c = content.size(for: ProposedViewSize(axis: axis, main: main, cross: p[cross]))
        return (c, i)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let (c, i) = sizes(p)
        return CGSize(axis: axis, main: c[axis] + spacing + i[axis], cross: max(c[cross], i[cross]))
    }

    override func placeChildren(in bounds: CGRect) {
        let insetSize = inset.size(for: ProposedViewSize(axis: axis, main: nil, cross: bounds.size[cross]))
        let rest = max(0, bounds.size[axis] - insetSize[axis] - spacing)
        let contentSize = content.size(for: ProposedViewSize(axis: axis, main: rest, cross: bounds.size[cross]))
        // The inset view's band at its edge, and the content's region beside it (leading-based).
        let band: CGRect
        let region: CGRect
        switch edge {
        case .top:
            band = CGRect(x: 0, y: 0, width: bounds.width, height: insetSize.height)
            region = CGRect(x: 0, y: insetSize.height + spacing, width: bounds.width, height: rest)
        case .bottom:
            band = CGRect(x: 0, y: bounds.height - insetSize.height, width: bounds.width, height: insetSize.height)
            region = CGRect(x: 0, y: 0, width: bounds.width, height: rest)
        case .leading:
            band = CGRect(x: 0, y: 0, width: insetSize.width, height: bounds.height)
            region = CGRect(x: insetSize.width + spacing, y: 0, width: rest, height: bounds.height)
        case .trailing:
            band = CGRect(x: bounds.width - insetSize.width, y: 0, width: insetSize.width, height: bounds.height)
            region = CGRect(x: 0, y: 0, width: rest, height: bounds.height)
        }
        let insetOffset = alignedOffset(inset, size: insetSize, in: band.size, alignment: alignment)
        inset.place(
            in: leadingRect(CGPoint(x: band.minX + insetOffset.x, y: band.minY + insetOffset.y), insetSize, in: bounds))
        let contentOffset = alignedOffset(content, size: contentSize, in: region.size, alignment: .center)
        content.place(
            in: leadingRect(
                CGPoint(x: region.minX + contentOffset.x, y: region.minY + contentOffset.y), contentSize, in: bounds))
    }
}
