/// The automatic menu style: on iOS, the button style.
nonisolated public struct DefaultMenuStyle: MenuStyle {
    /// The style.
    public init() {}
    /// The label as a button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        ButtonMenuStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default: a button on iOS.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
