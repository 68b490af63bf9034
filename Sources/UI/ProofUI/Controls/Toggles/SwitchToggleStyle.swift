/// The iOS switch: the label leading, the 51 × 31 pt track trailing, green (#34C759, #30D158 in
/// dark; the environment's tint if set) when on, the secondary system fill when off, with the
/// white 27 pt knob 2 pt inside the track at the on or off end, shadowed; at half opacity when
/// disabled. (UISwitch's 51 × 31 pt frame; the knob's two shadows, black at 15 % with blur 8 and
/// at 6 % with blur 1, both 3 pt down, are the values design kits commonly reproduce from Apple's,
/// not measured here.)
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// The switch.
    public init() { tint = nil }
    /// The switch tinted `tint` when on (deprecated in SwiftUI in favour of `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// Label leading, switch trailing.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        SwitchBody(configuration: configuration, styleTint: tint)
    }

    nonisolated struct SwitchBody: View {
        let configuration: ToggleStyleConfiguration
        let styleTint: Color?
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.tint) private var tint

        @MainActor var body: some View {
            HStack {
                configuration.label
                Spacer()
                SwitchTrack(isOn: configuration.isOn, onColor: styleTint ?? tint ?? Color.green)
                    .opacity(isEnabled ? 1 : 0.5)
            }
        }
    }
}

/// The switch itself: 51 × 31 pt.
nonisolated struct SwitchTrack: View {
    static let size = CGSize(width: 51, height: 31)
    static let knobInset: CGFloat = 2
    let isOn: Bool
    let onColor: Color

    @MainActor var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? onColor : ControlColors.secondarySystemFill)
            Circle().fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 8, y: 3)
                .shadow(color: Color(white: 0, opacity: 0.06), radius: 1, y: 3)
                .padding(SwitchTrack.knobInset)
        }
        .frame(width: SwitchTrack.size.width, height: SwitchTrack.size.height)
    }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch style.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
