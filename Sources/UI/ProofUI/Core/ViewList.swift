/// Views that stand for a list of sibling views (tuples, `ForEach`, `Group`, conditionals).
@MainActor protocol ViewList {
    /// The nodes of the siblings, in order.
    @MainActor func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode]
}
