/// The plain style: the label as it is, dimmed while pressed; no tint, size or shape applies.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    /// The label.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.buttonConfiguration.isPressed ? 0.75 : 1)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
