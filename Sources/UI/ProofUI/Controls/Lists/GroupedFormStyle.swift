/// A form drawn as an inset grouped list: rounded sections on `systemGroupedBackground`.
public struct GroupedFormStyle: FormStyle {
    /// The style.
    public init() {}
}
