/// A modifier changing one environment value.
struct EnvironmentWritingModifier: NodeModifier {
    let write: (inout EnvironmentValues) -> Void
    func apply(to environment: inout EnvironmentValues) { write(&environment) }
}
