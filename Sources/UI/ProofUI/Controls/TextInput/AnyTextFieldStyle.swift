/// A type-erased text field style stored in the environment.
struct AnyTextFieldStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let make: (TextFieldStyleConfiguration) -> AnyView
    init<S: TextFieldStyle>(_ style: S) { make = { AnyView(style._body(configuration: $0)) } }
    func makeBody(_ configuration: TextFieldStyleConfiguration) -> AnyView { make(configuration) }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static let defaultValue = AnyTextFieldStyle(DefaultTextFieldStyle())
}

extension EnvironmentValues {
    var textFieldStyle: AnyTextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}
