import Foundation
import ProofUI

extension OUDSTextInput {
    /// The status of a text input (OUDS iOS 1.4.1). The design system forbids no combination here:
    /// each status is exclusive. `View.disabled(_:)` is ignored by the text-input family, as in OUDS.
    public enum Status: Equatable, Sendable {
        /// Neutral, whether empty or filled (the default).
        case enabled
        /// The value breaks a rule: red border and label, the error icon, and `message` in place of
        /// the helper text.
        case error(message: String)
        /// ``error(message:)`` with a rich message.
        case richError(message: AttributedString)
        /// Something is being processed: a circular indicator at `progress` (0–1), or spinning
        /// (drawn as its still frame) when nil, replaces the trailing action.
        case loading(progress: Double? = nil)
        /// The value is shown, not editable: a muted full border, no background.
        case readOnly
        /// Not interactive and greyed out.
        case disabled

        /// The error message, when in error.
        var errorMessage: TextualContent? {
            switch self {
            case .error(let message): .raw(message)
            case .richError(let message): .attributed(message)
            default: nil
            }
        }

        var isLoading: Bool {
            if case .loading = self { true } else { false }
        }

        var progress: Double? {
            if case .loading(let progress) = self { progress } else { nil }
        }
    }
}
