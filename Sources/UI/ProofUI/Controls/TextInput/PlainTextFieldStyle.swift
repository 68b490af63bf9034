/// A field with no decoration: the text or placeholder alone, one body line tall.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
    /// The content, undecorated.
    public func _body(configuration: TextFieldStyleConfiguration) -> some View { configuration.content }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The plain style.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
