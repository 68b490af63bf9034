/// The inline style: the options shown in place rather than behind a button.
///
/// iOS draws it, outside a list, as the `.wheel` style, and Proof does the same. Inside a `List`
/// or `Form` iOS draws each option as a row with a checkmark beside the selected one; Proof does
/// not know yet that it is in one, so it draws the wheel there too.
public struct InlinePickerStyle: BuiltinPickerStyle {
    /// The style.
    public init() {}
    func makeBody(_ picker: PickerConfiguration) -> AnyView { WheelPickerStyle().makeBody(picker) }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options shown in place.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
