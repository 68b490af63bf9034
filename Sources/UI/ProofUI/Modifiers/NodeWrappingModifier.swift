/// A modifier wrapping the child in a node.
nonisolated struct NodeWrappingModifier: NodeModifier {
    let wrap: @MainActor (LayoutNode, EnvironmentValues) -> LayoutNode
    @MainActor func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode
    {
        wrap(child, outer)
    }
}

/// A modifier wrapping the child in a node built from a value it carries (a team's closure, a
/// layout value), which need not be `Sendable`: the value is handed to `wrap` on the main actor,
/// where nodes are made, instead of being captured by the main-actor closure.
nonisolated struct CarryingNodeModifier<Carried>: NodeModifier {
    let carried: Carried
    let wrap: @MainActor (Carried, LayoutNode, EnvironmentValues) -> LayoutNode
    @MainActor func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode
    {
        wrap(carried, child, outer)
    }
}
