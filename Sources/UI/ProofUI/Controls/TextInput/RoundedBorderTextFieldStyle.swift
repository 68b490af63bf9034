/// UITextField's `.roundedRect` border look: the content inset 7 pt horizontally and at least 5 pt
/// vertically, at least 34 pt tall (Interface Builder's default height for a rounded text field;
/// it grows with larger Dynamic Type sizes) on the system background, inside a 5 pt rounded rectangle with a
/// hairline (0.5 pt) border in the separator grey.
///
/// The insets, corner radius and hairline are measured choices (Apple documents none of them);
/// iOS 17 draws no bevel or shadow, so neither do we.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border style.
    public init() {}
    /// The content on a bordered rounded rectangle.
    public func _body(configuration: TextFieldStyleConfiguration) -> some View {
        configuration.content
            .padding(.horizontal, 7)
            .padding(.vertical, 5)
            .frame(minHeight: 34)
            .background(TextInputColors.background, in: RoundedRectangle(cornerRadius: 5))
            .overlay { RoundedRectangle(cornerRadius: 5).strokeBorder(TextInputColors.separator, lineWidth: 0.5) }
    }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded border style.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
