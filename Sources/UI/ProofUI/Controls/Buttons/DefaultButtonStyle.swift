/// SwiftUI's default (borderless) button: the label in the tint colour, dimmed when pressed,
/// grey when disabled, red for destructive roles.
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}
    /// The label tinted.
    public func makeBody(configuration: Configuration) -> some View { BorderlessLabel(configuration: configuration) }

    struct BorderlessLabel: View {
        let configuration: ButtonStyleConfiguration
        @Environment(\.isEnabled) var isEnabled
        var body: some View {
            let color: Color = !isEnabled ? .gray : configuration.role == .destructive ? .red : .accentColor
            return configuration.label
                .foregroundColor(color)
                .opacity(configuration.isPressed ? 0.2 : 1)
        }
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    /// Borderless (the default on iOS).
    public static var borderless: DefaultButtonStyle { DefaultButtonStyle() }
}
