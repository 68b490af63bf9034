/// A gauge drawn as the accessory capacity bar: the label above a thin bar filled with the tint up
/// to the value, the current value label below.
///
/// Metrics (observed on iOS 17 widgets): labels in the caption font, a 4 pt capsule in
/// `systemFill`, rows 2 pt apart.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}

    /// The label over a filled bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(SystemFillColors.primary)
                    Capsule().fill(.tint).frame(width: proxy.size.width * configuration.value)
                }
            }
            .frame(height: 4)
            configuration.currentValueLabel
        }
        .font(.caption)
    }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar filled up to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}
