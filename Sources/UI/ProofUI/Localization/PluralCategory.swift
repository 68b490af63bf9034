/// A CLDR plural category, as `.xcstrings` plural variations and `.stringsdict` name them.
public enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    /// zero
    case zero
    /// one (singular in most languages)
    case one
    /// two (dual)
    case two
    /// few (paucal)
    case few
    /// many
    case many
    /// other (general plural; always present)
    case other

    /// The category of the whole number `n` in `language` (an ISO 639 code such as `fr`), by the
    /// CLDR cardinal rules of the most used languages; other languages use the English rule
    /// (`one` for 1, else `other`).
    public static func of(_ n: Int, language: String) -> PluralCategory {
        let n = abs(n)
        let mod10 = n % 10
        let mod100 = n % 100
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "tr":
            return .other
        case "fr", "hi", "fa", "bn", "pt":
            // pt follows Brazilian Portuguese here (CLDR `pt`: 0 and 1 are singular).
            return n <= 1 ? .one : .other
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "cs", "sk":
            return n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case "ar":
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        case "he":
            return n == 1 ? .one : n == 2 ? .two : .other
        default:
            return n == 1 ? .one : .other
        }
    }
}
