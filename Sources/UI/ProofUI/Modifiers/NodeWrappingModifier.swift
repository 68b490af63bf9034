/// A modifier wrapping the child in a node.
struct NodeWrappingModifier: NodeModifier {
    let wrap: (LayoutNode, EnvironmentValues) -> LayoutNode
    func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode {
        wrap(child, outer)
    }
}
