/// Names of the colour-mode tokens (`theme.colorModes.<name>`): one per surface an
/// `OUDSColoredSurface` can paint (`ouds-components.md` §7).
public enum ColorModeSemanticTokenName: String, OUDSTokenName {
    /// Backgrounds.
    case onBgPrimary, onBgSecondary, onBgTertiary, onBgInverseHigh, onBgInverseLow
    /// Surfaces.
    case onSurfacePrimary, onSurfaceSecondary, onSurfaceTertiary, onSurfaceInverseHigh, onSurfaceInverseLow
    /// Brand surfaces.
    case onBrandPrimary, onBrandSecondary, onBrandTertiary
    /// Overlays.
    case onOverlayDropdown, onOverlayModal, onOverlayTooltip
    /// Status surfaces (accent, info).
    case onStatusAccentEmphasized, onStatusAccentMuted, onStatusInfoEmphasized, onStatusInfoMuted
    /// Status surfaces (negative, positive).
    case onStatusNegativeEmphasized, onStatusNegativeMuted, onStatusPositiveEmphasized, onStatusPositiveMuted
    /// Status surfaces (warning).
    case onStatusWarningEmphasized, onStatusWarningMuted

    /// The colour token of the surface the mode is for (`onBrandPrimary` → `surfaceBrandPrimary`).
    public var surface: ColorSemanticTokenName {
        switch self {
        case .onBgPrimary: .bgPrimary
        case .onBgSecondary: .bgSecondary
        case .onBgTertiary: .bgTertiary
        case .onBgInverseHigh: .bgInverseHigh
        case .onBgInverseLow: .bgInverseLow
        case .onSurfacePrimary: .surfacePrimary
        case .onSurfaceSecondary: .surfaceSecondary
        case .onSurfaceTertiary: .surfaceTertiary
        case .onSurfaceInverseHigh: .surfaceInverseHigh
        case .onSurfaceInverseLow: .surfaceInverseLow
        case .onBrandPrimary: .surfaceBrandPrimary
        case .onBrandSecondary: .surfaceBrandSecondary
        case .onBrandTertiary: .surfaceBrandTertiary
        case .onOverlayDropdown: .overlayDropdown
        case .onOverlayModal: .overlayModalSheet
        case .onOverlayTooltip: .overlayTooltip
        case .onStatusAccentEmphasized: .surfaceStatusAccentEmphasized
        case .onStatusAccentMuted: .surfaceStatusAccentMuted
        case .onStatusInfoEmphasized: .surfaceStatusInfoEmphasized
        case .onStatusInfoMuted: .surfaceStatusInfoMuted
        case .onStatusNegativeEmphasized: .surfaceStatusNegativeEmphasized
        case .onStatusNegativeMuted: .surfaceStatusNegativeMuted
        case .onStatusPositiveEmphasized: .surfaceStatusPositiveEmphasized
        case .onStatusPositiveMuted: .surfaceStatusPositiveMuted
        case .onStatusWarningEmphasized: .surfaceStatusWarningEmphasized
        case .onStatusWarningMuted: .surfaceStatusWarningMuted
        }
    }
}
