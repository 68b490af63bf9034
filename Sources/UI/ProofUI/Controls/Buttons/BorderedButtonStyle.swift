/// The bordered style: the label in the tint colour on the tint at 15 %, sized by `.controlSize`
/// and shaped by `.buttonBorderShape` (metrics in `BorderedButtonMetrics`); red for a destructive
/// role, grey on a grey fill when disabled.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The label on a tinted background.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration.buttonConfiguration, isProminent: false)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
