/// What a primitive button style draws and triggers: the label, the role and the action.
public struct PrimitiveButtonStyleConfiguration {
    /// The type-erased label of a button.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    let action: () -> Void

    /// Runs the button's action (a still frame never calls it; a style's tap handler would).
    public func trigger() { action() }

    /// The configuration a non-primitive style sees, pressed when the environment's interaction
    /// state is `.pressed`: what the built-in styles draw from.
    var buttonConfiguration: ButtonStyleConfiguration {
        ButtonStyleConfiguration(label: label, role: role, isPressed: false)
    }
}
