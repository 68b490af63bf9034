import Foundation
import ProofUI

/// A helper text or an error message of a text-input family field: plain, attributed (rich text),
/// or a sentence with one bold part (the text area's character counter).
enum InputTextContent: Equatable {
    case plain(String)
    case rich(AttributedString)
    case emphasized(before: String, strong: String, after: String)

    /// The text as a `Text`.
    var text: Text {
        switch self {
        case .plain(let string): Text(verbatim: string)
        case .rich(let attributed): Text(attributed)
        case .emphasized(let before, let strong, let after):
            Text(verbatim: before) + Text(verbatim: strong).bold() + Text(verbatim: after)
        }
    }

    /// The characters, for accessibility.
    var string: String {
        switch self {
        case .plain(let string): string
        case .rich(let attributed): String(attributed.characters)
        case .emphasized(let before, let strong, let after): before + strong + after
        }
    }

    /// No characters.
    var isEmpty: Bool { string.isEmpty }
}
