/// The menu drawn as a button: its label through the current button style (by default, the
/// borderless look: the tint, grey when disabled), as iOS draws a closed menu.
nonisolated public struct ButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
    /// The label as a button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Button(action: {}, label: { configuration.label })
    }
}

nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    /// A button that opens the menu.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
