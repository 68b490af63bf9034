/// `.mask(alignment:_:)`: the mask view is laid out like an overlay (offered the content's size,
/// aligned on it) and not shown; the content is drawn as a group whose pixels are multiplied by the
/// mask's alpha.
final class MaskNode: LayoutNode {
    let content: LayoutNode
    let mask: LayoutNode
    let alignment: Alignment

    init(content: LayoutNode, mask: LayoutNode, alignment: Alignment, environment: EnvironmentValues) {
        self.content = content
        self.mask = mask
        self.alignment = alignment
        super.init(environment: environment)
        layoutPriority = content.layoutPriority
        layoutValues = content.layoutValues
    }

    override var debugName: String { "Mask" }
    override var children: [LayoutNode] { [content, mask] }
    override var isSpacer: Bool { content.isSpacer }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { content.size(for: p) }
    override func placeChildren(in bounds: CGRect) {
        content.place(in: bounds)
        placeLayer(mask, on: content, in: bounds, alignment: alignment)
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        content.explicitAlignment(key, size: size)
    }

    override func draw(_ list: inout DisplayListBuilder) {
        list.append(.beginLayer(opacity: 1, blendMode: .normal, shadow: nil))
        content.draw(&list)
        list.append(.beginMask)
        // The mask is not shown: it draws, but records no accessibility element.
        var maskList = DisplayListBuilder()
        mask.draw(&maskList)
        for item in maskList.items {
            if case .accessibility = item { continue }
            list.append(item)
        }
        list.fonts.formUnion(maskList.fonts)
        list.append(.endMask)
        list.append(.endLayer)
    }
}
