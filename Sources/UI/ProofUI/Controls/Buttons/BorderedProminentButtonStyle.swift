/// A bordered-prominent style: white label on a tinted capsule-ish rounded rectangle.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The style.
    public init() {}
    /// The label on a filled background.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 8))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The bordered-prominent style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
