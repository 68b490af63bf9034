import ProofUI

// The system and semantic colours. Light and dark values are ProofUI's where it has them; the
// increased-contrast values are the Human Interface Guidelines' "accessible" ones (iOS 13–18
// table); semantic colours (labels, fills, backgrounds, separators) have no published
// increased-contrast values, so they keep their light and dark ones.
extension UIColor {
    private static func system(_ base: Color, _ lightHighContrast: UInt32, _ darkHighContrast: UInt32) -> UIColor {
        UIColor(
            Color(
                light: base, dark: base, lightHighContrast: Color(hex: lightHighContrast),
                darkHighContrast: Color(hex: darkHighContrast)))
    }
    private static func opaque(_ light: UInt32, _ dark: UInt32) -> UIColor {
        UIColor(Color(light: Color(hex: light), dark: Color(hex: dark)))
    }
    private static func dynamic(
        _ light: UInt32, _ lightAlpha: Double, _ dark: UInt32, _ darkAlpha: Double
    ) -> UIColor {
        UIColor(Color(light: Color(hex: light, opacity: lightAlpha), dark: Color(hex: dark, opacity: darkAlpha)))
    }

    /// System red: #FF3B30 light, #FF453A dark, #D70015 / #FF6961 with increased contrast.
    public static let systemRed = system(.red, 0xD70015, 0xFF6961)
    /// System orange: #FF9500 / #FF9F0A, #C93400 / #FFB340.
    public static let systemOrange = system(.orange, 0xC93400, 0xFFB340)
    /// System yellow: #FFCC00 / #FFD60A, #B25000 / #FFD426.
    public static let systemYellow = system(.yellow, 0xB25000, 0xFFD426)
    /// System green: #34C759 / #30D158, #248A3D / #30DB5B.
    public static let systemGreen = system(.green, 0x248A3D, 0x30DB5B)
    /// System mint: #00C7BE / #63E6E2, #0C817B / #66D4CF.
    public static let systemMint = system(.mint, 0x0C817B, 0x66D4CF)
    /// System teal: #30B0C7 / #40C8E0, #008299 / #5DE6FF.
    public static let systemTeal = system(.teal, 0x008299, 0x5DE6FF)
    /// System cyan: #32ADE6 / #64D2FF, #0071A4 / #70D7FF.
    public static let systemCyan = system(.cyan, 0x0071A4, 0x70D7FF)
    /// System blue: #007AFF / #0A84FF, #0040DD / #409CFF.
    public static let systemBlue = system(.blue, 0x0040DD, 0x409CFF)
    /// System indigo: #5856D6 / #5E5CE6, #3634A3 / #7D7AFF.
    public static let systemIndigo = system(.indigo, 0x3634A3, 0x7D7AFF)
    /// System purple: #AF52DE / #BF5AF2, #8944AB / #DA8FFF.
    public static let systemPurple = system(.purple, 0x8944AB, 0xDA8FFF)
    /// System pink: #FF2D55 / #FF375F, #D30F45 / #FF6482.
    public static let systemPink = system(.pink, 0xD30F45, 0xFF6482)
    /// System brown: #A2845E / #AC8E68, #7F6545 / #B59469.
    public static let systemBrown = system(.brown, 0x7F6545, 0xB59469)
    /// System gray: #8E8E93 in both, #6C6C70 / #AEAEB2.
    public static let systemGray = system(.gray, 0x6C6C70, 0xAEAEB2)
    /// System gray 2: #AEAEB2 / #636366, #8E8E93 / #7C7C80.
    public static let systemGray2 = system(
        Color(light: Color(hex: 0xAEAEB2), dark: Color(hex: 0x636366)), 0x8E8E93, 0x7C7C80)
    /// System gray 3: #C7C7CC / #48484A, #AEAEB2 / #545456.
    public static let systemGray3 = system(
        Color(light: Color(hex: 0xC7C7CC), dark: Color(hex: 0x48484A)), 0xAEAEB2, 0x545456)
    /// System gray 4: #D1D1D6 / #3A3A3C, #BCBCC0 / #444446.
    public static let systemGray4 = system(
        Color(light: Color(hex: 0xD1D1D6), dark: Color(hex: 0x3A3A3C)), 0xBCBCC0, 0x444446)
    /// System gray 5: #E5E5EA / #2C2C2E, #D8D8DC / #363638.
    public static let systemGray5 = system(
        Color(light: Color(hex: 0xE5E5EA), dark: Color(hex: 0x2C2C2E)), 0xD8D8DC, 0x363638)
    /// System gray 6: #F2F2F7 / #1C1C1E, #EBEBF0 / #242426.
    public static let systemGray6 = system(
        Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E)), 0xEBEBF0, 0x242426)

    /// The tint of controls: system blue.
    public static let tintColor = systemBlue
    /// Links: #007AFF light, #0984FF dark.
    public static let link = opaque(0x007AFF, 0x0984FF)

    /// Primary text: black light, white dark.
    public static let label = UIColor(Color.primary)
    /// Secondary text: #3C3C43 at 60 % light, #EBEBF5 at 60 % dark.
    public static let secondaryLabel = UIColor(Color.secondary)
    /// Tertiary text: #3C3C43 at 30 % light, #EBEBF5 at 30 % dark.
    public static let tertiaryLabel = dynamic(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    /// Quaternary text: #3C3C43 at 18 % light, #EBEBF5 at 16 % dark.
    public static let quaternaryLabel = dynamic(0x3C3C43, 0.18, 0xEBEBF5, 0.16)
    /// Placeholder text: #3C3C43 at 30 % light, #EBEBF5 at 30 % dark.
    public static let placeholderText = dynamic(0x3C3C43, 0.3, 0xEBEBF5, 0.3)

    /// Fill of thin, small shapes: #787880 at 20 % light, 36 % dark.
    public static let systemFill = dynamic(0x787880, 0.2, 0x787880, 0.36)
    /// Fill of medium shapes: #787880 at 16 % light, 32 % dark.
    public static let secondarySystemFill = dynamic(0x787880, 0.16, 0x787880, 0.32)
    /// Fill of large shapes: #767680 at 12 % light, 24 % dark.
    public static let tertiarySystemFill = dynamic(0x767680, 0.12, 0x767680, 0.24)
    /// Fill of large areas: #747480 at 8 % light, #767680 at 18 % dark.
    public static let quaternarySystemFill = dynamic(0x747480, 0.08, 0x767680, 0.18)

    /// Main background: white light, black dark.
    public static let systemBackground = opaque(0xFFFFFF, 0x000000)
    /// Content on the main background: #F2F2F7 light, #1C1C1E dark.
    public static let secondarySystemBackground = opaque(0xF2F2F7, 0x1C1C1E)
    /// Content on secondary backgrounds: white light, #2C2C2E dark.
    public static let tertiarySystemBackground = opaque(0xFFFFFF, 0x2C2C2E)
    /// Grouped background: #F2F2F7 light, black dark.
    public static let systemGroupedBackground = opaque(0xF2F2F7, 0x000000)
    /// Content on the grouped background: white light, #1C1C1E dark.
    public static let secondarySystemGroupedBackground = opaque(0xFFFFFF, 0x1C1C1E)
    /// Content on secondary grouped backgrounds: #F2F2F7 light, #2C2C2E dark.
    public static let tertiarySystemGroupedBackground = opaque(0xF2F2F7, 0x2C2C2E)

    /// Separators that let content show through: #3C3C43 at 29 % light, #545458 at 60 % dark.
    public static let separator = dynamic(0x3C3C43, 0.29, 0x545458, 0.6)
    /// Opaque separators: #C6C6C8 light, #38383A dark.
    public static let opaqueSeparator = opaque(0xC6C6C8, 0x38383A)

    /// Black text on light backgrounds, in every appearance.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// White text at 60 % on dark backgrounds, in every appearance.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    /// 0, 0, 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// 1/3 grey.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// 2/3 grey.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// 1, 1, 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// 1/2 grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red 1, 0, 0 (not system red).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
}
