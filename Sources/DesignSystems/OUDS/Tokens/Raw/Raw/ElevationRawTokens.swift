import ProofUI

// Generated from `ouds-tokens.md` §2.12.

/// Raw shadow offsets and blurs, in points (`ouds-tokens.md` §2.12).
public enum ElevationRawTokens {
    /// 0 pt.
    public static let x0: CGFloat = 0
    /// 0 pt.
    public static let y0: CGFloat = 0
    /// 1 pt.
    public static let y100: CGFloat = 1
    /// 2 pt.
    public static let y200: CGFloat = 2
    /// 4 pt.
    public static let y300: CGFloat = 4
    /// 8 pt.
    public static let y400: CGFloat = 8
    /// 12 pt.
    public static let y500: CGFloat = 12
    /// 20 pt.
    public static let y600: CGFloat = 20
    /// 0 pt.
    public static let blur0: CGFloat = 0
    /// 1 pt.
    public static let blur100: CGFloat = 1
    /// 2 pt.
    public static let blur200: CGFloat = 2
    /// 3 pt.
    public static let blur300: CGFloat = 3
    /// 4 pt.
    public static let blur400: CGFloat = 4
    /// 8 pt.
    public static let blur500: CGFloat = 8
    /// 12 pt.
    public static let blur600: CGFloat = 12
    /// 20 pt.
    public static let blur700: CGFloat = 20
}
