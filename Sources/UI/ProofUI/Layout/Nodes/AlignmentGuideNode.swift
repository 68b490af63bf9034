/// `.alignmentGuide(_:computeValue:)`: sets the explicit value of one guide from the child's
/// dimensions; other guides are the child's.
final class AlignmentGuideNode: WrapperNode {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    init(
        child: LayoutNode, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat,
        environment: EnvironmentValues
    ) {
        self.key = key
        self.computeValue = computeValue
        super.init(child: child, environment: environment)
        setsCustomGuides = true
    }

    override var debugName: String { "AlignmentGuide" }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        key == self.key ? computeValue(child.dimensions(size)) : child.explicitAlignment(key, size: size)
    }
}
