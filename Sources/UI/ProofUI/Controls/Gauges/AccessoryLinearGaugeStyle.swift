/// A gauge drawn as the lock-screen and widget accessory bar: a thin track with a dot marking the
/// value, the minimum and maximum value labels at its ends.
///
/// Metrics (observed on iOS 17 widgets): the label above in the caption font; a 4 pt capsule in
/// `systemFill` and an 8 pt dot in the tint ringed 2 pt in the background colour; the value labels
/// in caption2, 4 pt from the track.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}

    /// The track's height.
    static let trackHeight: CGFloat = 4
    /// The marker's diameter.
    static let markerDiameter: CGFloat = 8

    /// The label over a track with a marker.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.caption)
            HStack(spacing: 4) {
                configuration.minimumValueLabel
                GeometryReader { proxy in
                    let travel = max(proxy.size.width - Self.markerDiameter, 0)
                    ZStack(alignment: .leading) {
                        Capsule().fill(SystemFillColors.primary).frame(height: Self.trackHeight)
                        Circle()
                            .fill(.tint)
                            .padding(-2)
                            .background(Circle().fill(TextInputColors.background).padding(-2))
                            .frame(width: Self.markerDiameter, height: Self.markerDiameter)
                            .padding(.leading, travel * configuration.value)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                }
                .frame(height: Self.markerDiameter + 4)
                configuration.maximumValueLabel
            }
            .font(.caption2)
        }
    }
}

nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin track with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
