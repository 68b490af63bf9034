/// The look of the progress views inside: `.automatic`, `.linear`, `.circular`, or a custom style
/// implementing `makeBody(configuration:)`.
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// The view of a styled progress view.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

nonisolated extension View {
    /// The style of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.progressViewStyle = AnyProgressViewStyle(style) })
    }
}
