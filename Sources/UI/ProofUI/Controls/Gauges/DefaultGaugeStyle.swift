/// The automatic gauge style: on iOS, `.linearCapacity`.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The linear capacity gauge.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default: a linear capacity bar on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
