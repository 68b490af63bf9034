/// A type-erased button style stored in the environment.
struct AnyButtonStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let make: (ButtonStyleConfiguration) -> AnyView
    init<S: ButtonStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
    init<S: PrimitiveButtonStyle>(primitive style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
    func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle(DefaultButtonStyle()) }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
