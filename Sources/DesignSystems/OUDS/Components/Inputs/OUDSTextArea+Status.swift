import Foundation
import ProofUI

extension OUDSTextArea {
    /// The status of a text area; as for the text input, each status is exclusive and
    /// `View.disabled(_:)` is ignored.
    public enum Status: Equatable, Sendable {
        /// Neutral, whether empty or filled (the default).
        case enabled
        /// The value breaks a rule: negative border, label and icon, and `message` in place of the
        /// helper text.
        case error(message: String)
        /// ``error(message:)`` with a rich message.
        case richError(message: AttributedString)
        /// Something is being processed: the indicator shows in the trailing box; the text stays
        /// editable.
        case loading
        /// The value is shown, not editable.
        case readOnly
        /// Not interactive and greyed out.
        case disabled

        var errorMessage: TextualContent? {
            switch self {
            case .error(let message): .raw(message)
            case .richError(let message): .attributed(message)
            default: nil
            }
        }
    }
}
