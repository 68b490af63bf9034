/// The state an `OUDSInteractionButton` gives its content (OUDS iOS 2.3).
@frozen public enum OUDSButtonInteractionState: Hashable, Sendable {
    /// Enabled, untouched.
    case enabled
    /// A pointer over it.
    case hover
    /// Being pressed.
    case pressed
    /// Disabled (`.disabled(true)` above it).
    case disabled
    /// Shown but not actionable.
    case readOnly

    /// The state of a button: read-only first, then disabled, pressed, hovered, else enabled.
    public init(isEnabled: Bool, isHover: Bool, isPressed: Bool, isReadOnly: Bool = false) {
        if isReadOnly {
            self = .readOnly
        } else if !isEnabled {
            self = .disabled
        } else if isPressed {
            self = .pressed
        } else if isHover {
            self = .hover
        } else {
            self = .enabled
        }
    }
}
