/// The look of the date pickers inside. Proof draws the compact style (iOS's default); the
/// graphical and wheel styles are not drawn yet, so only `.automatic` and `.compact` exist.
public protocol DatePickerStyle {}

extension View {
    /// The style of the date pickers inside (the compact style is the only one drawn).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
