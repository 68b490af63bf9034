/// A type-erased progress view style stored in the environment.
struct AnyProgressViewStyle: Sendable {
    // Each style is captured `nonisolated(unsafe)`: a style is a value, and `make` runs only where
    // views are resolved, on the main actor.
    let make: @MainActor (ProgressViewStyleConfiguration) -> AnyView
    /// `style`; a `ProgressView(configuration)` inside it draws in the default style, as in SwiftUI.
    init<S: ProgressViewStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        make = {
            AnyView(
                style.makeBody(configuration: $0)
                    .modifier(EnvironmentWritingModifier { $0.progressViewStyle = .automatic }))
        }
    }
    @MainActor func makeBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView { make(configuration) }

    /// The default style (linear with a value, circular without).
    static let automatic = AnyProgressViewStyle(DefaultProgressViewStyle())
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = AnyProgressViewStyle.automatic }

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}
