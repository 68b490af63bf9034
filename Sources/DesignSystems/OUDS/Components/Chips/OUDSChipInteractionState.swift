/// The interaction state of a chip (OUDS iOS 2.3): a chip has no read-only state.
public enum OUDSChipInteractionState: Hashable, Sendable {
    /// Enabled, untouched.
    case enabled
    /// A pointer over it.
    case hover
    /// Being pressed.
    case pressed
    /// Disabled.
    case disabled

    /// The chip state of a button state.
    ///
    /// Where we differ: OUDS iOS stops the app on `.readOnly` (chips cannot be read-only); Proof
    /// never stops a render, and draws it as `.disabled`, the state that shows a chip cannot be used.
    public init(with interactionState: OUDSButtonInteractionState) {
        switch interactionState {
        case .enabled: self = .enabled
        case .hover: self = .hover
        case .pressed: self = .pressed
        case .disabled, .readOnly: self = .disabled
        }
    }
}
