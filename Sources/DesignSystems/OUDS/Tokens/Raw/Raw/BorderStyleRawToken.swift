/// Border line styles (`ouds-tokens.md` §2.2).
public enum BorderStyleRawToken: String, Hashable, Sendable, CaseIterable {
    /// A continuous line.
    case solid
    /// Dashes three line widths long, three apart.
    case dashed
    /// Round dots one line width wide, two apart (centre to centre).
    case dotted
    /// No line.
    case none
}
