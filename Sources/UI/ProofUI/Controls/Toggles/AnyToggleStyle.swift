/// A type-erased toggle style stored in the environment.
struct AnyToggleStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let make: (ToggleStyleConfiguration) -> AnyView
    /// `style`; a `Toggle(configuration)` inside it draws in the default style, as in SwiftUI.
    init<S: ToggleStyle>(_ style: S) {
        make = {
            AnyView(
                style.makeBody(configuration: $0)
                    .modifier(EnvironmentWritingModifier { $0.toggleStyle = .automatic }))
        }
    }
    func makeBody(_ configuration: ToggleStyleConfiguration) -> AnyView { make(configuration) }

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
