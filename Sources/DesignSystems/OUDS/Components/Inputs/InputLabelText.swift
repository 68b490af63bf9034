import Foundation
import ProofUI

/// A field label with the documents' mandatory-field rule applied: a trailing asterisk ("Email *")
/// is drawn bold in the negative content colour (`actionDisabled` when disabled), the rest in
/// `color`. The real OUDS library leaves this rule to the app; Proof draws it so that forms written
/// as the guidelines ask look as designed.
enum InputLabelText {
    /// The label as a `Text`.
    static func text(_ label: String, color: Color, asterisk: Color) -> Text {
        guard let body = mandatoryBody(label) else { return Text(verbatim: label).foregroundColor(color) }
        return Text(verbatim: body).foregroundColor(color) + Text(verbatim: "*").bold().foregroundColor(asterisk)
    }

    /// What a screen reader says: "required" in place of the asterisk.
    static func spoken(_ label: String) -> String {
        guard let body = mandatoryBody(label) else { return label }
        return "\(body.trimmingCharacters(in: .whitespaces)), required"
    }

    /// The label before its trailing asterisk (kept with its space), or nil when it has none.
    static func mandatoryBody(_ label: String) -> String? {
        guard label.count > 1, label.hasSuffix("*"), !label.hasSuffix("**") else { return nil }
        return String(label.dropLast())
    }
}
