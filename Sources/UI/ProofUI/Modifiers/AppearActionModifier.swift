/// `.onAppear(perform:)`: runs its action once while the tree is resolved (see `AppearScope`).
struct AppearActionModifier: NodeModifier {
    let action: () -> Void
    func apply(to environment: inout EnvironmentValues) { AppearScope.run(in: environment, action) }
}
