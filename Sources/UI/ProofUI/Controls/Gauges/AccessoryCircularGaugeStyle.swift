/// A gauge drawn as the accessory ring: an open ring (a 270° arc, open at the bottom) with a dot
/// marking the value, the current value label in the middle and the minimum and maximum value
/// labels in the opening.
///
/// Metrics (observed on iOS 17 lock-screen widgets): 58 pt square; a 6 pt ring in `systemFill`; a
/// 6 pt dot in the tint ringed 1.5 pt in the background colour; the current value label in a 17 pt
/// medium rounded-digit font, the bounds labels in a 10 pt font.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}

    /// The gauge's side.
    static let side: CGFloat = 58
    /// The ring's thickness.
    static let lineWidth: CGFloat = 6
    /// The arc's start and end (degrees clockwise from 12 o'clock).
    static let start: Double = -135
    static let end: Double = 135

    /// The ring, marker and labels.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        let inset = Self.lineWidth / 2
        let ring = CGRect(x: inset, y: inset, width: Self.side - Self.lineWidth, height: Self.side - Self.lineWidth)
        let marker = GaugeArc.point(at: Self.start + (Self.end - Self.start) * configuration.value, in: ring)
        return ZStack {
            GaugeArc(start: Self.start, end: Self.end)
                .stroke(SystemFillColors.primary, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                .padding(inset)
            Circle()
                .fill(.tint)
                .background(Circle().fill(TextInputColors.background).padding(-1.5))
                .frame(width: Self.lineWidth, height: Self.lineWidth)
                .position(marker)
            configuration.currentValueLabel.font(.system(size: 17, weight: .medium))
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: 10))
            .padding(.horizontal, 6)
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: Self.side, height: Self.side)
    }
}

nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
