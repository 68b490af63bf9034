import ProofUI

// Generated from `ouds-tokens.md` §2.1.

/// Raw dimensions, in points, on the 4 pt base (`ouds-tokens.md` §2.1).
public enum DimensionRawTokens {
    /// 0 pt.
    public static let dimension0: CGFloat = 0
    /// 4 pt.
    public static let dimension50: CGFloat = 4
    /// 8 pt.
    public static let dimension100: CGFloat = 8
    /// 12 pt.
    public static let dimension150: CGFloat = 12
    /// 16 pt.
    public static let dimension200: CGFloat = 16
    /// 20 pt.
    public static let dimension250: CGFloat = 20
    /// 24 pt.
    public static let dimension300: CGFloat = 24
    /// 28 pt.
    public static let dimension350: CGFloat = 28
    /// 32 pt.
    public static let dimension400: CGFloat = 32
    /// 36 pt.
    public static let dimension450: CGFloat = 36
    /// 40 pt.
    public static let dimension500: CGFloat = 40
    /// 44 pt.
    public static let dimension550: CGFloat = 44
    /// 48 pt.
    public static let dimension600: CGFloat = 48
    /// 52 pt.
    public static let dimension650: CGFloat = 52
    /// 56 pt.
    public static let dimension700: CGFloat = 56
    /// 60 pt.
    public static let dimension750: CGFloat = 60
    /// 64 pt.
    public static let dimension800: CGFloat = 64
    /// 72 pt.
    public static let dimension900: CGFloat = 72
    /// 80 pt.
    public static let dimension1000: CGFloat = 80
    /// 84 pt.
    public static let dimension1050: CGFloat = 84
    /// 88 pt.
    public static let dimension1100: CGFloat = 88
    /// 96 pt.
    public static let dimension1200: CGFloat = 96
    /// 100 pt.
    public static let dimension1250: CGFloat = 100
    /// 112 pt.
    public static let dimension1400: CGFloat = 112
    /// 128 pt.
    public static let dimension1600: CGFloat = 128
    /// 144 pt. (Derived from the 4 pt base: not in the reference table.)
    public static let dimension1800: CGFloat = 144
    /// 160 pt.
    public static let dimension2000: CGFloat = 160
    /// 240 pt.
    public static let dimension2500: CGFloat = 240
    /// 320 pt.
    public static let dimension3000: CGFloat = 320
    /// 480 pt.
    public static let dimension4000: CGFloat = 480
    /// 640 pt.
    public static let dimension6000: CGFloat = 640
    /// 720 pt.
    public static let dimension7000: CGFloat = 720
    /// 880 pt.
    public static let dimension9000: CGFloat = 880
    /// 1 pt (out of the 4 pt system).
    public static let dimensionOutOfSystem25: CGFloat = 1
    /// 2 pt (out of the 4 pt system).
    public static let dimensionOutOfSystem50: CGFloat = 2
    /// 3 pt (out of the 4 pt system).
    public static let dimensionOutOfSystem75: CGFloat = 3
    /// 6 pt (out of the 4 pt system).
    public static let dimensionOutOfSystem150: CGFloat = 6
    /// 10 pt (out of the 4 pt system).
    public static let dimensionOutOfSystem250: CGFloat = 10
}
