import ProofUI

// OUDS core grid values (public OUDS token set; not part of `ouds-tokens.md`).

/// Raw grid widths, margins and column gaps, in points (OUDS core grid tokens).
public enum GridRawTokens {
    /// 320 pt.
    public static let minWidthExtraCompact: CGFloat = 320
    /// 390 pt.
    public static let minWidthCompact: CGFloat = 390
    /// 736 pt.
    public static let minWidthRegular: CGFloat = 736
    /// 389 pt.
    public static let maxWidthExtraCompact: CGFloat = 389
    /// 852 pt.
    public static let maxWidthCompact: CGFloat = 852
    /// 1336 pt.
    public static let maxWidthRegular: CGFloat = 1336
    /// 16 pt.
    public static let margin100: CGFloat = 16
    /// 24 pt.
    public static let margin300: CGFloat = 24
    /// 28 pt.
    public static let margin400: CGFloat = 28
    /// 32 pt.
    public static let margin500: CGFloat = 32
    /// 36 pt.
    public static let margin600: CGFloat = 36
    /// 40 pt.
    public static let margin700: CGFloat = 40
    /// 52 pt.
    public static let margin1000: CGFloat = 52
    /// 56 pt.
    public static let margin1100: CGFloat = 56
    /// 80 pt.
    public static let margin1700: CGFloat = 80
    /// 112 pt.
    public static let margin2500: CGFloat = 112
    /// 1 pt.
    public static let columnGap10: CGFloat = 1
    /// 8 pt.
    public static let columnGap100: CGFloat = 8
    /// 16 pt.
    public static let columnGap200: CGFloat = 16
    /// 20 pt.
    public static let columnGap300: CGFloat = 20
    /// 24 pt.
    public static let columnGap400: CGFloat = 24
    /// 32 pt.
    public static let columnGap600: CGFloat = 32
    /// 40 pt.
    public static let columnGap800: CGFloat = 40
}
