/// The default toggle style: the switch on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// The toggle as the switch style draws it.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style (the switch on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
