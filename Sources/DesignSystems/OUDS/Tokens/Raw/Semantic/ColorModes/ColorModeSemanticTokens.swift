import ProofUI

/// The colour-mode tokens of a brand (`theme.colorModes`), for coloured surfaces.
public struct ColorModeSemanticTokens: Sendable, Equatable {
    /// Every token.
    public private(set) var tokens: OUDSTokenTable<ColorModeSemanticTokenName, MultipleColorModeSemanticToken>

    /// The modes of `colors.brand` with `value(name)` (nil = unsupported); surfaces come from `colors`.
    public init(colors: ColorSemanticTokens, _ value: (ColorModeSemanticTokenName) -> ColorModeSemanticValue?) {
        tokens = OUDSTokenTable { name in
            MultipleColorModeSemanticToken(
                name: name, brand: colors.brand, surface: colors[name.surface], value: value(name))
        }
    }

    /// The token `name`.
    public subscript(name: ColorModeSemanticTokenName) -> MultipleColorModeSemanticToken { tokens[name] }

    // One accessor per token.
    /// `onBgPrimary`.
    public var onBgPrimary: MultipleColorModeSemanticToken { tokens[.onBgPrimary] }
    /// `onBgSecondary`.
    public var onBgSecondary: MultipleColorModeSemanticToken { tokens[.onBgSecondary] }
    /// `onBgTertiary`.
    public var onBgTertiary: MultipleColorModeSemanticToken { tokens[.onBgTertiary] }
    /// `onBgInverseHigh`.
    public var onBgInverseHigh: MultipleColorModeSemanticToken { tokens[.onBgInverseHigh] }
    /// `onBgInverseLow`.
    public var onBgInverseLow: MultipleColorModeSemanticToken { tokens[.onBgInverseLow] }
    /// `onSurfacePrimary`.
    public var onSurfacePrimary: MultipleColorModeSemanticToken { tokens[.onSurfacePrimary] }
    /// `onSurfaceSecondary`.
    public var onSurfaceSecondary: MultipleColorModeSemanticToken { tokens[.onSurfaceSecondary] }
    /// `onSurfaceTertiary`.
    public var onSurfaceTertiary: MultipleColorModeSemanticToken { tokens[.onSurfaceTertiary] }
    /// `onSurfaceInverseHigh`.
    public var onSurfaceInverseHigh: MultipleColorModeSemanticToken { tokens[.onSurfaceInverseHigh] }
    /// `onSurfaceInverseLow`.
    public var onSurfaceInverseLow: MultipleColorModeSemanticToken { tokens[.onSurfaceInverseLow] }
    /// `onBrandPrimary`.
    public var onBrandPrimary: MultipleColorModeSemanticToken { tokens[.onBrandPrimary] }
    /// `onBrandSecondary`.
    public var onBrandSecondary: MultipleColorModeSemanticToken { tokens[.onBrandSecondary] }
    /// `onBrandTertiary`.
    public var onBrandTertiary: MultipleColorModeSemanticToken { tokens[.onBrandTertiary] }
    /// `onOverlayDropdown`.
    public var onOverlayDropdown: MultipleColorModeSemanticToken { tokens[.onOverlayDropdown] }
    /// `onOverlayModal`.
    public var onOverlayModal: MultipleColorModeSemanticToken { tokens[.onOverlayModal] }
    /// `onOverlayTooltip`.
    public var onOverlayTooltip: MultipleColorModeSemanticToken { tokens[.onOverlayTooltip] }
    /// `onStatusAccentEmphasized`.
    public var onStatusAccentEmphasized: MultipleColorModeSemanticToken { tokens[.onStatusAccentEmphasized] }
    /// `onStatusAccentMuted`.
    public var onStatusAccentMuted: MultipleColorModeSemanticToken { tokens[.onStatusAccentMuted] }
    /// `onStatusInfoEmphasized`.
    public var onStatusInfoEmphasized: MultipleColorModeSemanticToken { tokens[.onStatusInfoEmphasized] }
    /// `onStatusInfoMuted`.
    public var onStatusInfoMuted: MultipleColorModeSemanticToken { tokens[.onStatusInfoMuted] }
    /// `onStatusNegativeEmphasized`.
    public var onStatusNegativeEmphasized: MultipleColorModeSemanticToken { tokens[.onStatusNegativeEmphasized] }
    /// `onStatusNegativeMuted`.
    public var onStatusNegativeMuted: MultipleColorModeSemanticToken { tokens[.onStatusNegativeMuted] }
    /// `onStatusPositiveEmphasized`.
    public var onStatusPositiveEmphasized: MultipleColorModeSemanticToken { tokens[.onStatusPositiveEmphasized] }
    /// `onStatusPositiveMuted`.
    public var onStatusPositiveMuted: MultipleColorModeSemanticToken { tokens[.onStatusPositiveMuted] }
    /// `onStatusWarningEmphasized`.
    public var onStatusWarningEmphasized: MultipleColorModeSemanticToken { tokens[.onStatusWarningEmphasized] }
    /// `onStatusWarningMuted`.
    public var onStatusWarningMuted: MultipleColorModeSemanticToken { tokens[.onStatusWarningMuted] }
}
