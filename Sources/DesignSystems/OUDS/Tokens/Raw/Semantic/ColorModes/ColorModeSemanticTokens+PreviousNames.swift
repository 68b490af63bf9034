import ProofUI

// The colour-mode names of OUDS iOS before 1.0 (`modeOnStatusPositiveEmphasized`), renamed without
// the `mode` prefix since; the pre-1.0 modes without a current counterpart (`modeOnBgEmphasized`,
// `modeOnStatusNeutral…`, `modeOnOverlayDefault`, `modeOnOverlayEmphasized`, `modeOnModal`) are absent.
extension ColorModeSemanticTokens {
    /// The pre-1.0 name of `onBgPrimary`.
    @available(*, deprecated, renamed: "onBgPrimary")
    public var modeOnBgPrimary: MultipleColorModeSemanticToken { onBgPrimary }
    /// The pre-1.0 name of `onBgSecondary`.
    @available(*, deprecated, renamed: "onBgSecondary")
    public var modeOnBgSecondary: MultipleColorModeSemanticToken { onBgSecondary }
    /// The pre-1.0 name of `onBgTertiary`.
    @available(*, deprecated, renamed: "onBgTertiary")
    public var modeOnBgTertiary: MultipleColorModeSemanticToken { onBgTertiary }
    /// The pre-1.0 name of `onBrandPrimary`.
    @available(*, deprecated, renamed: "onBrandPrimary")
    public var modeOnBrandPrimary: MultipleColorModeSemanticToken { onBrandPrimary }
    /// The pre-1.0 name of `onBrandSecondary`.
    @available(*, deprecated, renamed: "onBrandSecondary")
    public var modeOnBrandSecondary: MultipleColorModeSemanticToken { onBrandSecondary }
    /// The pre-1.0 name of `onBrandTertiary`.
    @available(*, deprecated, renamed: "onBrandTertiary")
    public var modeOnBrandTertiary: MultipleColorModeSemanticToken { onBrandTertiary }
    /// The pre-1.0 name of `onStatusPositiveMuted`.
    @available(*, deprecated, renamed: "onStatusPositiveMuted")
    public var modeOnStatusPositiveMuted: MultipleColorModeSemanticToken { onStatusPositiveMuted }
    /// The pre-1.0 name of `onStatusPositiveEmphasized`.
    @available(*, deprecated, renamed: "onStatusPositiveEmphasized")
    public var modeOnStatusPositiveEmphasized: MultipleColorModeSemanticToken { onStatusPositiveEmphasized }
    /// The pre-1.0 name of `onStatusInfoMuted`.
    @available(*, deprecated, renamed: "onStatusInfoMuted")
    public var modeOnStatusInfoMuted: MultipleColorModeSemanticToken { onStatusInfoMuted }
    /// The pre-1.0 name of `onStatusInfoEmphasized`.
    @available(*, deprecated, renamed: "onStatusInfoEmphasized")
    public var modeOnStatusInfoEmphasized: MultipleColorModeSemanticToken { onStatusInfoEmphasized }
    /// The pre-1.0 name of `onStatusWarningMuted`.
    @available(*, deprecated, renamed: "onStatusWarningMuted")
    public var modeOnStatusWarningMuted: MultipleColorModeSemanticToken { onStatusWarningMuted }
    /// The pre-1.0 name of `onStatusWarningEmphasized`.
    @available(*, deprecated, renamed: "onStatusWarningEmphasized")
    public var modeOnStatusWarningEmphasized: MultipleColorModeSemanticToken { onStatusWarningEmphasized }
    /// The pre-1.0 name of `onStatusNegativeMuted`.
    @available(*, deprecated, renamed: "onStatusNegativeMuted")
    public var modeOnStatusNegativeMuted: MultipleColorModeSemanticToken { onStatusNegativeMuted }
    /// The pre-1.0 name of `onStatusNegativeEmphasized`.
    @available(*, deprecated, renamed: "onStatusNegativeEmphasized")
    public var modeOnStatusNegativeEmphasized: MultipleColorModeSemanticToken { onStatusNegativeEmphasized }
    /// The pre-1.0 name of `onStatusAccentMuted`.
    @available(*, deprecated, renamed: "onStatusAccentMuted")
    public var modeOnStatusAccentMuted: MultipleColorModeSemanticToken { onStatusAccentMuted }
    /// The pre-1.0 name of `onStatusAccentEmphasized`.
    @available(*, deprecated, renamed: "onStatusAccentEmphasized")
    public var modeOnStatusAccentEmphasized: MultipleColorModeSemanticToken { onStatusAccentEmphasized }
}
