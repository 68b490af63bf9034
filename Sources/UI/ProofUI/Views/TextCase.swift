extension Text {
    /// A case transformation of text: SwiftUI's `Text.Case`, set with `.textCase(_:)`.
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case (in the environment's locale).
        case uppercase
        /// Every letter in lower case (in the environment's locale).
        case lowercase
    }

    /// This text with `textCase` applied to every segment (nil: as written).
    func applyingCase(_ textCase: Case?, locale: Locale) -> Text {
        guard let textCase else { return self }
        var t = self
        for i in t.segments.indices {
            switch textCase {
            case .uppercase: t.segments[i].string = t.segments[i].string.uppercased(with: locale)
            case .lowercase: t.segments[i].string = t.segments[i].string.lowercased(with: locale)
            }
        }
        return t
    }
}
