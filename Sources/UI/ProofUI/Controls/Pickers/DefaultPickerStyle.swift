/// The automatic picker style: on iOS 17 outside a list or form, the `.menu` style.
///
/// Proof draws it as `.menu` everywhere (SwiftUI draws a form row, its label leading and the value
/// trailing, inside a `Form`; Proof does not know yet that it is in one).
public struct DefaultPickerStyle: BuiltinPickerStyle {
    /// The style.
    public init() {}
    func makeBody(_ picker: PickerConfiguration) -> AnyView { MenuPickerStyle().makeBody(picker) }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default: a menu button on iOS.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
