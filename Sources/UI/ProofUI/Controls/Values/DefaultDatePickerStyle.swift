/// The automatic date picker style: the compact style on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default: compact on iOS.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
