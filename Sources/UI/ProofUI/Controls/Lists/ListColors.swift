/// The UIKit system colours lists, group boxes and disclosure groups draw with (the light and dark
/// values of UIKit's dynamic colours on iOS 13–18, as Apple's Human Interface Guidelines list them).
enum ListColors {
    /// `systemBackground`: white (light), black (dark): behind plain and inset lists.
    static let background = Color(light: .white, dark: .black)
    /// `systemGroupedBackground`: #F2F2F7 (light), black (dark): behind grouped lists and forms.
    static let groupedBackground = Color(light: Color(hex: 0xF2F2F7), dark: .black)
    /// `secondarySystemGroupedBackground`: white (light), #1C1C1E (dark): the cells of grouped lists.
    static let groupedCell = Color(light: .white, dark: Color(hex: 0x1C1C1E))
    /// `secondarySystemBackground`: #F2F2F7 (light), #1C1C1E (dark): a group box's fill.
    static let secondaryBackground = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x1C1C1E))
    /// `separator`: #3C3C43 at 29 % (light), #545458 at 60 % (dark), as `Divider` draws it.
    static let separator = Color(light: Color(hex: 0x3C3C43, opacity: 0.29), dark: Color(hex: 0x545458, opacity: 0.6))
    /// `tertiaryLabel`: #3C3C43 at 30 % (light), #EBEBF5 at 30 % (dark).
    static let tertiaryLabel = Color(
        light: Color(hex: 0x3C3C43, opacity: 0.3), dark: Color(hex: 0xEBEBF5, opacity: 0.3))
}
