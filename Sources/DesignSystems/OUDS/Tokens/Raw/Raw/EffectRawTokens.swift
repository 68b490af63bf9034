import ProofUI

// OUDS core effect values (public OUDS token set; not part of `ouds-tokens.md`).

/// Raw effect values: blur radii in points (OUDS core effect tokens).
public enum EffectRawTokens {
    /// 32 pt.
    public static let blur320: CGFloat = 32
    /// 48 pt.
    public static let blur480: CGFloat = 48
}
