import ProofUI

// The typography helpers of OUDS iOS: one per typography token, `.headingXLarge(theme)` being
// `.font(theme.fonts.headingXlarge)` (family, weight, size, line height and letter spacing of the
// token; compact or regular by size class). `codeMedium` is absent: the reference gives no values
// for the code typography.
extension View {
    /// `displayLarge` of `theme`.
    public func displayLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.displayLarge) }
    /// `displayMedium` of `theme`.
    public func displayMedium(_ theme: OUDSTheme) -> some View { font(theme.fonts.displayMedium) }
    /// `displaySmall` of `theme`.
    public func displaySmall(_ theme: OUDSTheme) -> some View { font(theme.fonts.displaySmall) }
    /// `headingXLarge` of `theme`.
    public func headingXLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.headingXlarge) }
    /// `headingLarge` of `theme`.
    public func headingLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.headingLarge) }
    /// `headingMedium` of `theme`.
    public func headingMedium(_ theme: OUDSTheme) -> some View { font(theme.fonts.headingMedium) }
    /// `headingSmall` of `theme`.
    public func headingSmall(_ theme: OUDSTheme) -> some View { font(theme.fonts.headingSmall) }
    /// `bodyDefaultLarge` of `theme`.
    public func bodyDefaultLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.bodyDefaultLarge) }
    /// `bodyDefaultMedium` of `theme`.
    public func bodyDefaultMedium(_ theme: OUDSTheme) -> some View { font(theme.fonts.bodyDefaultMedium) }
    /// `bodyDefaultSmall` of `theme`.
    public func bodyDefaultSmall(_ theme: OUDSTheme) -> some View { font(theme.fonts.bodyDefaultSmall) }
    /// `bodyModerateLarge` of `theme`.
    public func bodyModerateLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.bodyModerateLarge) }
    /// `bodyModerateMedium` of `theme`.
    public func bodyModerateMedium(_ theme: OUDSTheme) -> some View { font(theme.fonts.bodyModerateMedium) }
    /// `bodyModerateSmall` of `theme`.
    public func bodyModerateSmall(_ theme: OUDSTheme) -> some View { font(theme.fonts.bodyModerateSmall) }
    /// `bodyStrongLarge` of `theme`.
    public func bodyStrongLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.bodyStrongLarge) }
    /// `bodyStrongMedium` of `theme`.
    public func bodyStrongMedium(_ theme: OUDSTheme) -> some View { font(theme.fonts.bodyStrongMedium) }
    /// `bodyStrongSmall` of `theme`.
    public func bodyStrongSmall(_ theme: OUDSTheme) -> some View { font(theme.fonts.bodyStrongSmall) }
    /// `labelDefaultXLarge` of `theme`.
    public func labelDefaultXLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelDefaultXlarge) }
    /// `labelDefaultLarge` of `theme`.
    public func labelDefaultLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelDefaultLarge) }
    /// `labelDefaultMedium` of `theme`.
    public func labelDefaultMedium(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelDefaultMedium) }
    /// `labelDefaultSmall` of `theme`.
    public func labelDefaultSmall(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelDefaultSmall) }
    /// `labelModerateXLarge` of `theme`.
    public func labelModerateXLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelModerateXlarge) }
    /// `labelModerateLarge` of `theme`.
    public func labelModerateLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelModerateLarge) }
    /// `labelModerateMedium` of `theme`.
    public func labelModerateMedium(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelModerateMedium) }
    /// `labelModerateSmall` of `theme`.
    public func labelModerateSmall(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelModerateSmall) }
    /// `labelStrongXLarge` of `theme`.
    public func labelStrongXLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelStrongXlarge) }
    /// `labelStrongLarge` of `theme`.
    public func labelStrongLarge(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelStrongLarge) }
    /// `labelStrongMedium` of `theme`.
    public func labelStrongMedium(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelStrongMedium) }
    /// `labelStrongSmall` of `theme`.
    public func labelStrongSmall(_ theme: OUDSTheme) -> some View { font(theme.fonts.labelStrongSmall) }
}
