/// The look of the toggles inside: `.automatic` (the switch on iOS), `.switch`, `.button`, or a
/// custom style implementing `makeBody(configuration:)`.
@MainActor @preconcurrency public protocol ToggleStyle {
    /// The view of a styled toggle.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

nonisolated extension View {
    /// The style of the toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.toggleStyle = AnyToggleStyle(style) })
    }
}
