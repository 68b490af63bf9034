/// The iOS system colours the text input controls draw with.
enum TextInputColors {
    /// UIKit's `placeholderText`: #3C3C43 at 30 % (light), #EBEBF5 at 30 % (dark).
    static let placeholder = Color(light: Color(hex: 0x3C3C43, opacity: 0.3), dark: Color(hex: 0xEBEBF5, opacity: 0.3))
    /// UIKit's `separator`: #3C3C43 at 29 % (light), #545458 at 60 % (dark), as `Divider` draws it.
    static let separator = Color(light: Color(hex: 0x3C3C43, opacity: 0.29), dark: Color(hex: 0x545458, opacity: 0.6))
    /// UIKit's `systemBackground`: white (light), black (dark), the rounded field's fill.
    static let background = Color(light: .white, dark: .black)
    /// How much a disabled field's content is dimmed (as `Toggle` and UIKit's disabled controls do).
    static let disabledOpacity = 0.5
}
