import ProofUI

/// The default palette: iOS's semantic colours (their sRGB values, light and dark) and the slate
/// accent #333844.
///
/// Where we differ: the original accent is #333844 in both schemes, which with black inverted text
/// (primary buttons, chips, badges) and as text on black (secondary and tertiary buttons) gives
/// about 1.8:1 in dark mode. Here the dark accent is #9BA4BA, the same slate lightened to reach WCAG
/// AA in every accent pair (at least 7.6:1 dark, 9.8:1 light; `ComponentContrastTests`); the light
/// values are the documented ones.
struct DefaultColorPalette: DSColorPaletteContract {
    static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
    }

    let backgroundPrimary = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x000000))
    let backgroundSecondary = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x000000))
    let backgroundTertiary = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x2C2C2E))
    let surfacePrimary = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E))
    let surfaceSecondary = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x2C2C2E))
    let textPrimary = Color(light: Color(hex: 0x000000), dark: Color(hex: 0xFFFFFF))
    let textSecondary = Color(light: rgba(60, 60, 67, 0.60), dark: rgba(235, 235, 245, 0.60))
    let textTertiary = Color(light: rgba(60, 60, 67, 0.30), dark: rgba(235, 235, 245, 0.30))
    let textInverted = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x000000))
    let statusSuccess = Color(light: Color(hex: 0x34C759), dark: Color(hex: 0x30D158))
    let statusError = Color(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))
    let statusWarning = Color(light: Color(hex: 0xFF9500), dark: Color(hex: 0xFF9F0A))
    let statusNeutral = Color(hex: 0x8E8E93)
    let accent = Color(light: Color(hex: 0x333844), dark: Color(hex: 0x9BA4BA))
    var accentSubtle: Color { accent.opacity(0.1) }
    let disabled = Color(light: Color(hex: 0xC7C7CC), dark: Color(hex: 0x48484A))
    let separator = Color(light: rgba(60, 60, 67, 0.29), dark: rgba(84, 84, 88, 0.60))
    let separatorOpaque = Color(light: Color(hex: 0xC6C6C8), dark: Color(hex: 0x38383A))
}
