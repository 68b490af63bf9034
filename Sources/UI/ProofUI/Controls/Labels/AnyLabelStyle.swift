/// A type-erased label style stored in the environment.
struct AnyLabelStyle: Sendable {
    // Each style is captured `nonisolated(unsafe)`: a style is a value, and `make` runs only where
    // views are resolved, on the main actor.
    let make: @MainActor (LabelStyleConfiguration) -> AnyView
    /// `style`; a `Label(configuration)` inside it draws in the default style, as in SwiftUI.
    init<S: LabelStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        make = {
            AnyView(
                style.makeBody(configuration: $0)
                    .modifier(EnvironmentWritingModifier { $0.labelStyle = .automatic }))
        }
    }
    @MainActor func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView { make(configuration) }

    /// The default style (title and icon).
    static let automatic = AnyLabelStyle(DefaultLabelStyle())
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = AnyLabelStyle.automatic }

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
