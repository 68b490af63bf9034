import ProofUI

// Generated from `ouds-tokens.md` §2.2.

/// Raw border radii and widths, in points (`ouds-tokens.md` §2.2).
public enum BorderRawTokens {
    /// Radius 0 pt.
    public static let radius0: CGFloat = 0
    /// Radius 1 pt.
    public static let radius25: CGFloat = 1
    /// Radius 2 pt.
    public static let radius50: CGFloat = 2
    /// Radius 3 pt.
    public static let radius75: CGFloat = 3
    /// Radius 4 pt.
    public static let radius100: CGFloat = 4
    /// Radius 6 pt.
    public static let radius150: CGFloat = 6
    /// Radius 8 pt.
    public static let radius200: CGFloat = 8
    /// Radius 12 pt.
    public static let radius300: CGFloat = 12
    /// Radius 16 pt.
    public static let radius400: CGFloat = 16
    /// Radius 20 pt.
    public static let radius500: CGFloat = 20
    /// Radius 24 pt.
    public static let radius600: CGFloat = 24
    /// Radius 32 pt.
    public static let radius800: CGFloat = 32
    /// Radius 2000 pt. (Pill.)
    public static let radius9999: CGFloat = 2000
    /// Width 0 pt.
    public static let width0: CGFloat = 0
    /// Width 1 pt.
    public static let width25: CGFloat = 1
    /// Width 2 pt.
    public static let width50: CGFloat = 2
    /// Width 3 pt.
    public static let width75: CGFloat = 3
    /// Width 4 pt.
    public static let width100: CGFloat = 4
    /// Width 5 pt.
    public static let width125: CGFloat = 5
    /// Width 6 pt.
    public static let width150: CGFloat = 6
    /// Width 8 pt.
    public static let width200: CGFloat = 8
}
