/// A toggle drawn as a button: the label in the tint colour, on the bordered style's tinted
/// background when on and on none when off (iOS 15+), sized by `.controlSize` and shaped by
/// `.buttonBorderShape` like the bordered buttons (`BorderedButtonMetrics`), so the button keeps
/// its size whatever its state; grey when disabled.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// The label as a bordered button, selected when on.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        ToggleButtonBody(configuration: configuration)
    }

    nonisolated struct ToggleButtonBody: View {
        let configuration: ToggleStyleConfiguration
        @Environment(\.isEnabled) private var isEnabled

        @MainActor var body: some View {
            let foreground: Color = isEnabled ? .accentColor : ControlColors.tertiaryLabel
            let fill: Color =
                !configuration.isOn
                ? .clear
                : isEnabled
                    ? Color.accentColor.opacity(ControlColors.borderedTintOpacity) : ControlColors.tertiarySystemFill
            return BorderedControlChrome(label: configuration.label, foreground: foreground, fill: fill)
        }
    }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// The button style.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
