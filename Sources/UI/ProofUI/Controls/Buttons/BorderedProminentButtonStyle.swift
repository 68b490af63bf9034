/// The bordered-prominent style: a white label on the tint, sized by `.controlSize` and shaped by
/// `.buttonBorderShape` (metrics in `BorderedButtonMetrics`); red for a destructive role, grey on a
/// grey fill when disabled.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The label on a filled background.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration.buttonConfiguration, isProminent: true)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The bordered-prominent style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
