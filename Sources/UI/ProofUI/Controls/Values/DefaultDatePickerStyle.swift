/// The automatic date picker style: the compact style on iOS.
public struct DefaultDatePickerStyle: BuiltinDatePickerStyle {
    /// The style.
    public init() {}
    func makeBody(_ picker: DatePickerConfiguration) -> AnyView { CompactDatePickerStyle().makeBody(picker) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default: compact on iOS.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
