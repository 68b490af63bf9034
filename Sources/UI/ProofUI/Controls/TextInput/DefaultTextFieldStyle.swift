/// The platform's default field look: on iOS outside a form, the plain style (no border).
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
    /// The content as the plain style draws it.
    public func _body(configuration: TextFieldStyleConfiguration) -> some View {
        PlainTextFieldStyle()._body(configuration: configuration)
    }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style (plain on iOS).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
