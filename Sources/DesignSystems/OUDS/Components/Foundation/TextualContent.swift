import Foundation
import ProofUI

/// Text a component shows, plain or rich (OUDS iOS's internal `TextualContent`), or a sentence with
/// one bold part (the text area's character counter, which OUDS builds with a strong run).
///
/// Rich text keeps its links, underlined; Linux's `AttributedString` carries no inline presentation
/// intents (strong, emphasis), so those are not drawn here.
enum TextualContent: Sendable {
    /// A plain string, shown verbatim.
    case raw(String)
    /// Rich text.
    case attributed(AttributedString)
    /// `before`, then `strong` in bold, then `after`.
    case emphasized(before: String, strong: String, after: String)

    /// The characters without attributes.
    var rawValue: String {
        switch self {
        case .raw(let string): string
        case .attributed(let attributed): String(attributed.characters)
        case .emphasized(let before, let strong, let after): before + strong + after
        }
    }

    /// Whether there is nothing but white space to show.
    var isEmpty: Bool { rawValue.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

    /// The text; the runs of rich text that carry a link are underlined.
    var text: Text {
        switch self {
        case .raw(let string):
            return Text(verbatim: string)
        case .attributed(let attributed):
            let runs = attributed.runs.map { run in
                let part = Text(AttributedString(attributed[run.range]))
                return run.link == nil ? part : part.underline()
            }
            return runs.dropFirst().reduce(runs.first ?? Text(verbatim: "")) { $0 + $1 }
        case .emphasized(let before, let strong, let after):
            return Text(verbatim: before) + Text(verbatim: strong).bold() + Text(verbatim: after)
        }
    }
}
