import ProofUI

/// The state a control is drawn in: the forced interaction state of the environment, or disabled
/// (`.disabled(true)`) or read-only, which win over it.
enum ControlInteraction: Hashable, Sendable {
    case enabled, hover, pressed, focus, disabled, readOnly

    /// The state for `isEnabled`, `isReadOnly` and the environment's forced `interaction`.
    init(isEnabled: Bool, isReadOnly: Bool, interaction: InteractionState) {
        if !isEnabled {
            self = .disabled
        } else if isReadOnly {
            self = .readOnly
        } else {
            switch interaction {
            case .idle: self = .enabled
            case .hover: self = .hover
            case .pressed: self = .pressed
            case .focused: self = .focus
            }
        }
    }

    /// Hovered, pressed or focused.
    var isInteracting: Bool { self == .hover || self == .pressed || self == .focus }

    /// The colour of `colors` for this state (read-only uses the enabled colour).
    func color(_ colors: OUDSStateColors) -> Color {
        switch self {
        case .enabled, .readOnly: colors.enabled
        case .hover: colors.hover
        case .pressed: colors.pressed
        case .focus: colors.focus
        case .disabled: colors.disabled
        }
    }

    /// Reports the combinations the design system forbids (error with read-only, error or
    /// read-only with disabled) as a typed render error naming `component`.
    static func validate(
        component: String, isError: Bool, isReadOnly: Bool, isEnabled: Bool, in environment: EnvironmentValues
    ) {
        if isError && isReadOnly {
            environment.reportInvalidConfiguration(
                component: component, reason: "isError and isReadOnly cannot be combined")
        }
        if isError && !isEnabled {
            environment.reportInvalidConfiguration(
                component: component, reason: "isError cannot be combined with .disabled(true)")
        }
        if isReadOnly && !isEnabled {
            environment.reportInvalidConfiguration(
                component: component, reason: "isReadOnly cannot be combined with .disabled(true)")
        }
    }
}
