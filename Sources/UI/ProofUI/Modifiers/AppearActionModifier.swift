/// `.onAppear(perform:)`: runs its action once while the tree is resolved (see `AppearScope`).
nonisolated struct AppearActionModifier: NodeModifier {
    let action: () -> Void
    func apply(to environment: inout EnvironmentValues) { AppearScope.run(in: environment, action) }
}
