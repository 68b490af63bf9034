/// A modifier changing one environment value.
nonisolated struct EnvironmentWritingModifier: NodeModifier {
    let write: (inout EnvironmentValues) -> Void
    func apply(to environment: inout EnvironmentValues) { write(&environment) }
}
