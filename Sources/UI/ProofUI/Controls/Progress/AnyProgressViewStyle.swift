/// A type-erased progress view style stored in the environment.
struct AnyProgressViewStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let make: (ProgressViewStyleConfiguration) -> AnyView
    /// `style`; a `ProgressView(configuration)` inside it draws in the default style, as in SwiftUI.
    init<S: ProgressViewStyle>(_ style: S) {
        make = {
            AnyView(
                style.makeBody(configuration: $0)
                    .modifier(EnvironmentWritingModifier { $0.progressViewStyle = .automatic }))
        }
    }
    func makeBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView { make(configuration) }

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
