import ProofUI

/// Tokens of `OUDSSkeleton` (`theme.skeleton`, OUDS iOS's `OrangeThemeSkeletonComponentTokensProvider`):
/// the placeholder's fill and the shimmer gradient's colours, from the opacity colour ramp.
public struct SkeletonComponentTokens: Sendable, Equatable {
    /// The placeholder fill (`opacityLowest`).
    public var colorBg: Color
    /// The shimmer's bright middle stop (`opacityLower`).
    public var colorGradientMiddle: Color
    /// The shimmer's first and last stops (`opacityTransparent`).
    public var colorGradientStartEnd: Color

    /// The OUDS core tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        colorBg = s.colors.opacityLowest
        colorGradientMiddle = s.colors.opacityLower
        colorGradientStartEnd = s.colors.opacityTransparent
    }
}
