/// The platform's default form style: on iPhone, `GroupedFormStyle`.
public struct AutomaticFormStyle: FormStyle {
    /// The style.
    public init() {}
}
