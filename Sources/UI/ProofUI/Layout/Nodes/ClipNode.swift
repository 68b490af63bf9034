/// Clips the child to a shape in its frame.
final class ClipNode: WrapperNode {
    let shape: (CGRect) -> Path
    init(child: LayoutNode, shape: @escaping (CGRect) -> Path, environment: EnvironmentValues) {
        self.shape = shape
        super.init(child: child, environment: environment)
    }
    override var debugName: String { "Clip" }
    override func draw(_ list: inout DisplayListBuilder) {
        let local = shape(CGRect(origin: .zero, size: frame.size))
        list.append(.pushClip(local.applying(CGAffineTransform(translationX: frame.minX, y: frame.minY)).storage))
        child.draw(&list)
        list.append(.popClip)
    }
}
