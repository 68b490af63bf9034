/// A type-erased group box style stored in the environment.
struct AnyGroupBoxStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let make: (GroupBoxStyleConfiguration) -> AnyView
    init<S: GroupBoxStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
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
