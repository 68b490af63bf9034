/// The modifier behind the list modifiers: it changes the environment, and in list content it
/// applies to each row of what it modifies (a `ForEach`, a `Section`) instead of making them one.
nonisolated struct ListTraitModifier: NodeModifier {
    let write: (inout EnvironmentValues) -> Void
    func apply(to environment: inout EnvironmentValues) { write(&environment) }
}
