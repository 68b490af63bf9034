/// The default toggle style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// The toggle as the switch style draws it.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style (the switch on iOS).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
