/// What a string table holds for one key: a format string, or one per plural category of the
/// table's language (the first `%…d`-style argument selects the category).
public enum LocalizedValue: Hashable, Sendable {
    /// A single format string.
    case string(String)
    /// Format strings by CLDR plural category (`other` must be present).
    case plural([PluralCategory: String])
}
