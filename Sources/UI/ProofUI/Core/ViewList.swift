/// Views that stand for a list of sibling views (tuples, `ForEach`, `Group`, conditionals).
protocol ViewList {
    /// The nodes of the siblings, in order.
    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode]
}
