/// The iOS system colours the standard control styles draw with (UIKit's semantic colours, light
/// and dark values from UIKit's headers and Apple's colour documentation).
enum ControlColors {
    /// `tertiaryLabel`: #3C3C43 at 30 % (light), #EBEBF5 at 30 % (dark): a disabled bordered label.
    static let tertiaryLabel = Color(
        light: Color(hex: 0x3C3C43, opacity: 0.3), dark: Color(hex: 0xEBEBF5, opacity: 0.3))
    /// `systemFill`: #787880 at 20 % (light), 36 % (dark): the progress track.
    static let systemFill = Color(light: Color(hex: 0x787880, opacity: 0.2), dark: Color(hex: 0x787880, opacity: 0.36))
    /// `secondarySystemFill`: #787880 at 16 % (light), 32 % (dark): the switch's off track.
    static let secondarySystemFill = Color(
        light: Color(hex: 0x787880, opacity: 0.16), dark: Color(hex: 0x787880, opacity: 0.32))
    /// `tertiarySystemFill`: #767680 at 12 % (light), 24 % (dark): a disabled bordered background.
    static let tertiarySystemFill = Color(
        light: Color(hex: 0x767680, opacity: 0.12), dark: Color(hex: 0x767680, opacity: 0.24))
    /// The opacity of the bordered style's tinted background (observed: the tint at 15 %).
    static let borderedTintOpacity = 0.15
}
