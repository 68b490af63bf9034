import ProofUI

/// One colour per OUDS status (neutral, accent, positive, info, warning, negative) and disabled.
public struct OUDSStatusColors: Hashable, Sendable {
    /// Neutral.
    public var neutral: Color
    /// Accent.
    public var accent: Color
    /// Positive.
    public var positive: Color
    /// Info.
    public var info: Color
    /// Warning.
    public var warning: Color
    /// Negative.
    public var negative: Color
    /// Disabled.
    public var disabled: Color

    /// Colours per status.
    public init(
        neutral: Color, accent: Color, positive: Color, info: Color, warning: Color, negative: Color, disabled: Color
    ) {
        self.neutral = neutral
        self.accent = accent
        self.positive = positive
        self.info = info
        self.warning = warning
        self.negative = negative
        self.disabled = disabled
    }
}
