/// A type-erased toggle style stored in the environment.
struct AnyToggleStyle: Sendable {
    // Each style is captured `nonisolated(unsafe)`: a style is a value, and `make` runs only where
    // views are resolved, on the main actor.
    let make: @MainActor (ToggleStyleConfiguration) -> AnyView
    /// `style`; a `Toggle(configuration)` inside it draws in the default style, as in SwiftUI.
    init<S: ToggleStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        make = {
            AnyView(
                style.makeBody(configuration: $0)
                    .modifier(EnvironmentWritingModifier { $0.toggleStyle = .automatic }))
        }
    }
    @MainActor func makeBody(_ configuration: ToggleStyleConfiguration) -> AnyView { make(configuration) }

    /// The default style (the switch on iOS).
    static let automatic = AnyToggleStyle(DefaultToggleStyle())
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = AnyToggleStyle.automatic }

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
