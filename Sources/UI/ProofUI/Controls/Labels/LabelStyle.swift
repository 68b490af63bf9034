/// The look of the labels inside: `.automatic`, `.titleAndIcon`, `.iconOnly`, `.titleOnly`, or a
/// custom style implementing `makeBody(configuration:)`.
@MainActor @preconcurrency public protocol LabelStyle {
    /// The view of a styled label.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = LabelStyleConfiguration
    /// The label's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

nonisolated extension View {
    /// The style of the labels inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.labelStyle = AnyLabelStyle(style) })
    }
}
