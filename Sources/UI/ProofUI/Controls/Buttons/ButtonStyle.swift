/// Gives all buttons inside a look: implement `makeBody(configuration:)`.
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The view of a styled button.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = ButtonStyleConfiguration
    /// The button's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

nonisolated extension View {
    /// The style of buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = AnyButtonStyle(style) })
    }
    /// The style of buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.buttonStyle = AnyButtonStyle(primitive: style) })
    }
}
