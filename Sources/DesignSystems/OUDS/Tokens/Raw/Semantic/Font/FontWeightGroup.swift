/// The weight columns of the typography tokens (`ouds-tokens.md` §2.10).
public enum FontWeightGroup: String, Hashable, Sendable, CaseIterable {
    /// Display styles.
    case display
    /// Heading styles.
    case heading
    /// Body, default weight.
    case bodyDefault
    /// Body, moderate weight.
    case bodyModerate
    /// Body, strong weight.
    case bodyStrong
    /// Label, default weight.
    case labelDefault
    /// Label, moderate weight.
    case labelModerate
    /// Label, strong weight.
    case labelStrong
}
