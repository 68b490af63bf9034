import ProofUI

/// The state a control draws: from `.disabled`, the forced interaction state and loading.
public enum OUDSInteractionState: String, Hashable, Sendable, CaseIterable {
    /// Enabled, untouched.
    case enabled
    /// Pointer over it.
    case hover
    /// Being pressed.
    case pressed
    /// Keyboard or accessibility focus.
    case focused
    /// Loading.
    case loading
    /// Disabled.
    case disabled

    /// The state for `isEnabled`, `interaction` and `isLoading` (disabled wins, then loading).
    public init(isEnabled: Bool, interaction: InteractionState, isLoading: Bool = false) {
        if !isEnabled {
            self = .disabled
        } else if isLoading {
            self = .loading
        } else {
            switch interaction {
            case .idle: self = .enabled
            case .hover: self = .hover
            case .pressed: self = .pressed
            case .focused: self = .focused
            }
        }
    }
}

extension OUDSStateColors {
    /// The colour of `state`.
    public subscript(state: OUDSInteractionState) -> Color {
        switch state {
        case .enabled: enabled
        case .hover: hover
        case .pressed: pressed
        case .focused: focus
        case .loading: loading
        case .disabled: disabled
        }
    }
}
