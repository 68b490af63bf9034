/// UIKit's system fill colours, the greys iOS controls draw their tracks and capsules with. The
/// values are UIKit's (the same as `UIColor.systemFill` … in the `UIKit` product): #787880 at
/// 20 % / 36 % (light / dark), secondary #787880 at 16 % / 32 %, tertiary #767680 at 12 % / 24 %,
/// quaternary #747480 at 8 % / #767680 at 18 %.
enum SystemFillColors {
    /// `systemFill`: thin and small shapes (a slider's track, a switch's off track).
    static let primary = Color(light: Color(hex: 0x787880, opacity: 0.2), dark: Color(hex: 0x787880, opacity: 0.36))
    /// `secondarySystemFill`: medium-size shapes (an image placeholder).
    static let secondary = Color(
        light: Color(hex: 0x787880, opacity: 0.16), dark: Color(hex: 0x787880, opacity: 0.32))
    /// `tertiarySystemFill`: large shapes (segmented control track, stepper, date capsules).
    static let tertiary = Color(light: Color(hex: 0x767680, opacity: 0.12), dark: Color(hex: 0x767680, opacity: 0.24))
    /// `quaternarySystemFill`: large areas with complex content.
    static let quaternary = Color(
        light: Color(hex: 0x747480, opacity: 0.08), dark: Color(hex: 0x767680, opacity: 0.18))
}
