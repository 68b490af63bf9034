/// What a string table holds for one key: a format string, one per plural category of the
/// table's language (the first whole-number argument selects the category), or a format whose
/// `%#@name@` variables each choose a plural form of their own.
public enum LocalizedValue: Hashable, Sendable {
    /// A single format string.
    case string(String)
    /// Format strings by CLDR plural category (`other` must be present).
    case plural([PluralCategory: String])
    /// A format with `%#@name@` variables (`"%#@files@ in %#@folders@"`), as `.stringsdict` entries
    /// and `.xcstrings` substitutions are written.
    case substitution(format: String, variables: [String: PluralVariable])
}
