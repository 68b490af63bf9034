/// Styles that also trigger the action (the same in a headless render).
public protocol PrimitiveButtonStyle {
    /// The view of a styled button.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = ButtonStyleConfiguration
    /// The button's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
