/// A view tagged with a selection value (`.tag(_:)`): a `TabView` selects the child whose tag
/// equals its selection.
final class TagNode: WrapperNode {
    /// The tag.
    let tag: AnyHashable

    init(child: LayoutNode, tag: AnyHashable, environment: EnvironmentValues) {
        self.tag = tag
        super.init(child: child, environment: environment)
    }

    /// The tag of `node`: the outermost `.tag` among the single-child wrappers around it.
    static func tag(of node: LayoutNode) -> AnyHashable? {
        var current: LayoutNode? = node
        while let n = current {
            if let tagged = n as? TagNode { return tagged.tag }
            current = (n as? WrapperNode)?.child
        }
        return nil
    }
}
