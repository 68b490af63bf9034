/// The default progress view style: linear when the progress has a value, circular otherwise.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    /// A bar or a spinner.
    @ViewBuilder
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
