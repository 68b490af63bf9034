/// A gauge drawn as a bar filled with the tint up to the value (iOS's default gauge look).
///
/// Metrics (observed on iOS 17): the label (and the current value label, trailing, in the
/// secondary colour) above a 6 pt capsule in `systemFill` filled with the tint up to the value;
/// the minimum and maximum value labels at the bar's ends, below it, in the footnote font and the
/// secondary colour. Rows are 4 pt apart; labels side by side at least 8 pt apart.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}

    /// The bar's height.
    static let barHeight: CGFloat = 6

    /// The labels around a filled bar.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer(minLength: 8)
                if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(SystemFillColors.primary)
                    Capsule().fill(.tint).frame(width: proxy.size.width * configuration.value)
                }
            }
            .frame(height: Self.barHeight)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 8)
                    configuration.maximumValueLabel
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
        }
    }
}

nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled up to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
