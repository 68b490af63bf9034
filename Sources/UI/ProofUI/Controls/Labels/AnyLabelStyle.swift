/// A type-erased label style stored in the environment.
struct AnyLabelStyle: @unchecked Sendable {
    // @unchecked: styles are values used by the rendering thread only.
    let make: (LabelStyleConfiguration) -> AnyView
    /// `style`; a `Label(configuration)` inside it draws in the default style, as in SwiftUI.
    init<S: LabelStyle>(_ style: S) {
        make = {
            AnyView(
                style.makeBody(configuration: $0)
                    .modifier(EnvironmentWritingModifier { $0.labelStyle = .automatic }))
        }
    }
    func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView { make(configuration) }

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
