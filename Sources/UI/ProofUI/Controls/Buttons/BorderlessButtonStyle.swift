/// The borderless style: the label in the tint colour (red for a destructive role, grey when
/// disabled), dimmed while pressed. It ignores `.controlSize` and `.buttonBorderShape`, as on iOS,
/// where a borderless button keeps its label's font and draws no background.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The tinted label.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BorderlessLabel(configuration: configuration.buttonConfiguration)
    }

    nonisolated struct BorderlessLabel: View {
        let configuration: ButtonStyleConfiguration
        @Environment(\.isEnabled) var isEnabled
        @MainActor var body: some View {
            let color: Color = !isEnabled ? .gray : configuration.role == .destructive ? .red : .accentColor
            return configuration.label
                .foregroundColor(color)
                .opacity(configuration.isPressed ? 0.2 : 1)
        }
    }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
