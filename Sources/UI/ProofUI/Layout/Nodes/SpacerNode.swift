/// `Spacer`: flexible along its stack's axis (on both axes outside a stack), at least `minLength`
/// long, and last to be served: its layout priority is below every other child's.
final class SpacerNode: LayoutNode {
    let minLength: CGFloat?
    /// The axis of the enclosing stack; nil outside a stack.
    let axis: Axis?
    init(minLength: CGFloat?, axis: Axis?, environment: EnvironmentValues) {
        self.minLength = minLength.map { max(0, $0) }
        self.axis = axis
        super.init(environment: environment)
        layoutPriority = -.infinity
    }
    override var isSpacer: Bool { true }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        // A nil `minLength` is the platform's default spacing (8 pt on iOS) whatever the stack's own
        // spacing, as in SwiftUI; the ideal length (nil proposal) is the minimum.
        let length = minLength ?? StackNode.defaultSpacing
        func along(_ offer: CGFloat?) -> CGFloat { max(offer ?? 0, length) }
        switch axis {
        case .horizontal?: return CGSize(width: along(p.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(p.height))
        case nil: return CGSize(width: along(p.width), height: along(p.height))
        }
    }
}
