/// A gauge drawn as the accessory capacity ring: a closed ring filled with the tint clockwise from
/// 12 o'clock up to the value, the current value label in the middle.
///
/// Metrics (observed on iOS 17 lock-screen widgets): 58 pt square, a 6 pt ring in `systemFill`,
/// round ends, the current value label in a 17 pt medium font.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}

    /// The ring, its filled arc and the current value.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        let lineWidth = AccessoryCircularGaugeStyle.lineWidth
        return ZStack {
            Circle().stroke(SystemFillColors.primary, lineWidth: lineWidth)
            GaugeArc(start: 0, end: 360 * configuration.value)
                .stroke(.tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            configuration.currentValueLabel.font(.system(size: 17, weight: .medium))
        }
        .padding(lineWidth / 2)
        .frame(width: AccessoryCircularGaugeStyle.side, height: AccessoryCircularGaugeStyle.side)
    }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled up to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}
