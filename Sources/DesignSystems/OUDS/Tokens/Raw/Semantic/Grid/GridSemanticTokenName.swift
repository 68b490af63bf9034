/// Names of the single-valued grid tokens (`theme.grid.<name>`).
public enum GridSemanticTokenName: String, OUDSTokenName {
    /// The token names.
    case extraCompactMinWidth, extraCompactMaxWidth, extraCompactMargin, extraCompactColumnGap, compactMinWidth,
        compactMaxWidth, compactMargin, compactColumnGap, regularMinWidth, regularMaxWidth, regularMargin,
        regularColumnGap
}
