import Foundation
import ProofUI

extension OUDSTextArea {
    /// What the line under a text area says.
    public enum HelperText: Equatable, Sendable {
        /// A plain helper text.
        case plain(String)
        /// A rich helper text.
        case rich(AttributedString)
        /// A counter for a value of at most `maxCount` characters: "**N** characters remaining"
        /// below the limit; above it the area turns to its error look and the line says how many
        /// characters are too many. Typing past the limit is not blocked.
        case charactersMaxCount(UInt16)

        /// The characters of `text` beyond the limit (0 without a counter or within it).
        func exceedingCount(_ text: String) -> Int {
            guard case .charactersMaxCount(let max) = self else { return 0 }
            return Swift.max(0, text.count - Int(max))
        }

        /// The line for `text`: the helper text, or the counter's sentence with its number in bold.
        func content(for text: String) -> TextualContent {
            switch self {
            case .plain(let string): return .raw(string)
            case .rich(let attributed): return .attributed(attributed)
            case .charactersMaxCount(let max):
                let remaining = Int(max) - text.count
                if remaining >= 0 {
                    let noun = remaining == 1 ? " character remaining" : " characters remaining"
                    return .emphasized(before: "", strong: "\(remaining)", after: noun)
                }
                let noun = -remaining == 1 ? " character too many." : " characters too many."
                return .emphasized(before: "You have ", strong: "\(-remaining)", after: noun)
            }
        }
    }
}
