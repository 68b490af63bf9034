/// The automatic picker style: on iOS 17 the `.menu` style — a button outside a list, a row (the
/// label leading, the value trailing) in a `List` or `Form`.
public struct DefaultPickerStyle: BuiltinPickerStyle {
    /// The style.
    public init() {}
    func makeBody(_ picker: PickerConfiguration) -> AnyView { MenuPickerStyle().makeBody(picker) }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default: a menu button on iOS.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
