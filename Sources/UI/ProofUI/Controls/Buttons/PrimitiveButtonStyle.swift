/// A style that draws a button and decides how it triggers: SwiftUI's `PrimitiveButtonStyle`,
/// the protocol of every built-in style (`.automatic`, `.borderless`, `.plain`, `.bordered`,
/// `.borderedProminent`) and of custom styles that call `configuration.trigger()` themselves.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// The view of a styled button.
    associatedtype Body: View
    /// Configuration passed to `makeBody`.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
