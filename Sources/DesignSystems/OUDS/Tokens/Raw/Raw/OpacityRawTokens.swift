import ProofUI

// Generated from `ouds-tokens.md` §2.3.

/// Raw opacities, 0…1 (`ouds-tokens.md` §2.3).
public enum OpacityRawTokens {
    /// 0.
    public static let opacity0: Double = 0
    /// 0.04.
    public static let opacity40: Double = 0.04
    /// 0.08.
    public static let opacity80: Double = 0.08
    /// 0.12.
    public static let opacity120: Double = 0.12
    /// 0.16.
    public static let opacity160: Double = 0.16
    /// 0.2.
    public static let opacity200: Double = 0.2
    /// 0.24.
    public static let opacity240: Double = 0.24
    /// 0.28.
    public static let opacity280: Double = 0.28
    /// 0.32.
    public static let opacity320: Double = 0.32
    /// 0.36.
    public static let opacity360: Double = 0.36
    /// 0.4.
    public static let opacity400: Double = 0.4
    /// 0.44.
    public static let opacity440: Double = 0.44
    /// 0.48.
    public static let opacity480: Double = 0.48
    /// 0.52.
    public static let opacity520: Double = 0.52
    /// 0.56.
    public static let opacity560: Double = 0.56
    /// 0.6.
    public static let opacity600: Double = 0.6
    /// 0.64.
    public static let opacity640: Double = 0.64
    /// 0.68.
    public static let opacity680: Double = 0.68
    /// 0.72.
    public static let opacity720: Double = 0.72
    /// 0.76.
    public static let opacity760: Double = 0.76
    /// 0.8.
    public static let opacity800: Double = 0.8
    /// 0.88.
    public static let opacity880: Double = 0.88
    /// 0.92.
    public static let opacity920: Double = 0.92
    /// 0.96.
    public static let opacity960: Double = 0.96
    /// 1.
    public static let opacity1000: Double = 1
}
