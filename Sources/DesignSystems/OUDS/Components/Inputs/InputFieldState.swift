import ProofUI

/// The state a field of the text-input family (text input, text area, password, pin code) is drawn
/// in: its status wins over the environment's forced interaction state; pressing a field focuses
/// it, so pressed draws as focused. Whether the field is in error is kept beside it (`InputLook`).
enum InputFieldState: Hashable, Sendable {
    case enabled, hover, focus, loading, readOnly, disabled

    /// The state for a field that is `readOnly`, `disabled` or `loading` by status, else the
    /// interaction the environment forces.
    init(readOnly: Bool, disabled: Bool, loading: Bool, interaction: InteractionState) {
        if disabled {
            self = .disabled
        } else if readOnly {
            self = .readOnly
        } else if loading {
            self = .loading
        } else {
            switch interaction {
            case .idle: self = .enabled
            case .hover: self = .hover
            case .pressed, .focused: self = .focus
            }
        }
    }

    /// The colour of `colors` in this state (read-only takes the enabled colour).
    func color(_ colors: OUDSStateColors) -> Color {
        switch self {
        case .enabled, .readOnly: colors.enabled
        case .hover: colors.hover
        case .focus: colors.focus
        case .loading: colors.loading
        case .disabled: colors.disabled
        }
    }
}
