// OUDS core (Orange) colour modes of the coloured surfaces (`ouds-components.md` §7).

extension ColorModeSemanticTokens {
    /// The Orange modes, which other brands change in a few places: nil for brand secondary and
    /// tertiary, which Orange does not support.
    public static func oudsCoreMode(_ name: ColorModeSemanticTokenName) -> ColorModeSemanticValue? {
        switch name {
        case .onBgPrimary, .onBgSecondary, .onBgTertiary, .onSurfacePrimary, .onSurfaceSecondary, .onSurfaceTertiary,
            .onOverlayDropdown,
            .onOverlayModal, .onStatusAccentMuted, .onStatusInfoMuted, .onStatusNegativeMuted, .onStatusPositiveMuted,
            .onStatusWarningMuted:
            return .followsScheme
        case .onBgInverseHigh, .onSurfaceInverseHigh:
            return ColorModeSemanticValue(light: .dark, dark: .light)
        case .onBgInverseLow, .onSurfaceInverseLow, .onOverlayTooltip:
            return ColorModeSemanticValue(light: .dark, dark: .dark)
        case .onBrandPrimary, .onStatusAccentEmphasized, .onStatusWarningEmphasized:
            return ColorModeSemanticValue(light: .monoLight, dark: .monoLight)
        case .onStatusInfoEmphasized, .onStatusNegativeEmphasized, .onStatusPositiveEmphasized:
            return ColorModeSemanticValue(light: .monoDark, dark: .monoLight)
        case .onBrandSecondary, .onBrandTertiary:
            return nil
        }
    }
}
