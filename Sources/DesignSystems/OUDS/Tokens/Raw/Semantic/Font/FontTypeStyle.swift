/// The rows of the typography table (`ouds-tokens.md` §2.10): size, line height and letter spacing
/// per size class, shared by the weights of a style.
public enum FontTypeStyle: String, Hashable, Sendable, CaseIterable {
    /// Display styles.
    case displayLarge, displayMedium, displaySmall
    /// Heading styles.
    case headingXlarge, headingLarge, headingMedium, headingSmall
    /// Body styles.
    case bodyLarge, bodyMedium, bodySmall
    /// Label styles.
    case labelXlarge, labelLarge, labelMedium, labelSmall
}
