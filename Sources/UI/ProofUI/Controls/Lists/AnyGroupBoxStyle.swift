/// A type-erased group box style stored in the environment.
struct AnyGroupBoxStyle: Sendable {
    // Each style is captured `nonisolated(unsafe)`: a style is a value, and `make` runs only where
    // views are resolved, on the main actor.
    let make: @MainActor (GroupBoxStyleConfiguration) -> AnyView
    init<S: GroupBoxStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        make = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue = AnyGroupBoxStyle(DefaultGroupBoxStyle())
}

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}
