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
