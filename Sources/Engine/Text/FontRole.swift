/// What a bundled font is for (the `role` column of `Fonts/fonts.tsv`).
public enum FontRole: String, Sendable, CaseIterable {
    /// The default UI family (stand-in for Helvetica Neue and the system font).
    case ui
    /// The hand-drawn family (stand-in for Shantell Sans).
    case handwritten
    /// The geometric family (stand-in for Sosh's brand face).
    case geometric
    /// The monospaced family (stand-in for Menlo and SF Mono).
    case mono
    /// The rounded family (stand-in for SF Pro Rounded, `Font.Design.rounded`).
    case rounded
    /// The serif family (stand-in for New York, `Font.Design.serif`).
    case serif
    /// Arabic fallback.
    case fallbackArabic = "fallback-arabic"
    /// Hebrew fallback.
    case fallbackHebrew = "fallback-hebrew"
    /// Symbol fallback.
    case fallbackSymbols = "fallback-symbols"
    /// The icon font `Image(systemName:)` draws from.
    case icons
}
