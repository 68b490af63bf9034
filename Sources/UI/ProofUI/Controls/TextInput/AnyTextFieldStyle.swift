/// A type-erased text field style stored in the environment.
struct AnyTextFieldStyle: Sendable {
    // Each style is captured `nonisolated(unsafe)`: a style is a value, and `make` runs only where
    // views are resolved, on the main actor.
    let make: @MainActor (TextFieldStyleConfiguration) -> AnyView
    init<S: TextFieldStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        make = { AnyView(style._body(configuration: $0)) }
    }
    @MainActor func makeBody(_ configuration: TextFieldStyleConfiguration) -> AnyView { make(configuration) }
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
