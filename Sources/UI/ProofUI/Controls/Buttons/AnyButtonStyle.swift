/// A type-erased button style stored in the environment: a `ButtonStyle` or a
/// `PrimitiveButtonStyle`, both drawn from the button's label, role and action.
struct AnyButtonStyle: Sendable {
    // Each style is captured `nonisolated(unsafe)`: a style is a value, and `make` runs only where
    // views are resolved, on the main actor.
    let make: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView
    init<S: ButtonStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        make = { AnyView(style.makeBody(configuration: $0.buttonConfiguration)) }
    }
    /// A primitive style; buttons it creates with `Button(configuration)` draw in the default
    /// style, as in SwiftUI (so a style wrapping `Button(configuration)` does not recurse).
    init<S: PrimitiveButtonStyle>(primitive style: S) {
        nonisolated(unsafe) let style = style
        make = {
            AnyView(
                style.makeBody(configuration: $0)
                    .modifier(EnvironmentWritingModifier { $0.buttonStyle = .automatic }))
        }
    }
    @MainActor func makeBody(_ configuration: PrimitiveButtonStyleConfiguration) -> AnyView { make(configuration) }

    /// The default style (borderless on iOS).
    static let automatic = AnyButtonStyle(primitive: DefaultButtonStyle())
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle.automatic }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
