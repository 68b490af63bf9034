import OUDSThemesContract

// Semantic colours of the Orange brand, light and dark, from `ouds-tokens.md` §2.11; nil marks a
// token the brand does not define (n/a): drawing it fails the render with a typed error.

extension OrangeBrand {
    /// The Orange semantic colour tokens.
    public static let colors = ColorSemanticTokens(brand: "Orange") { name -> ColorSemanticValue? in
        switch name {
        case .actionDisabled: .rgba(0x00000033, 0xFFFFFF33)
        case .actionEnabled: .rgba(0x000000FF, 0xEEEEEEFF)
        case .actionFocus: .rgba(0x000000AD, 0xFFFFFFA3)
        case .actionHighlighted: .rgba(0x000000FF, 0xEEEEEEFF)
        case .actionHover: .rgba(0x000000AD, 0xFFFFFFA3)
        case .actionLoading: .rgba(0xF15E00FF, 0xFF7900FF)
        case .actionNegativeEnabled: .rgba(0xDB0002FF, 0xFF8081FF)
        case .actionNegativeFocus: .rgba(0xB20002FF, 0xFFB2B3FF)
        case .actionNegativeHover: .rgba(0xB20002FF, 0xFFB2B3FF)
        case .actionNegativeLoading: .rgba(0x800001FF, 0xFFE5E6FF)
        case .actionNegativePressed: .rgba(0x800001FF, 0xFFE5E6FF)
        case .actionPressed: .rgba(0xF15E00FF, 0xFF7900FF)
        case .actionReadOnlyPrimary: .rgba(0x000000AD, 0xFFFFFFA3)
        case .actionReadOnlySecondary: .rgba(0x00000033, 0xFFFFFF33)
        case .actionSelected: .rgba(0xF15E00FF, 0xFF7900FF)
        case .actionSupportDisabled: .rgba(0x0000000A, 0xFFFFFF0A)
        case .actionSupportEnabled: .rgba(0x0000000A, 0xFFFFFF0A)
        case .actionSupportFocus: .rgba(0x00000014, 0xFFFFFF14)
        case .actionSupportHover: .rgba(0x00000014, 0xFFFFFF14)
        case .actionSupportLoading: .rgba(0x0000001F, 0xFFFFFF1F)
        case .actionSupportPressed: .rgba(0x0000001F, 0xFFFFFF1F)
        case .actionVisited: .rgba(0x5B2F98FF, 0xA885D8FF)
        case .alwaysBlack: .rgba(0x000000FF, 0x000000FF)
        case .alwaysOnBlack: .rgba(0xEEEEEEFF, 0xEEEEEEFF)
        case .alwaysOnWhite: .rgba(0x000000FF, 0x000000FF)
        case .alwaysWhite: .rgba(0xFFFFFFFF, 0xFFFFFFFF)
        case .bgInverseHigh: .rgba(0x141414FF, 0xEEEEEEFF)
        case .bgInverseLow: .rgba(0x141414FF, 0x333333FF)
        case .bgPrimary: .rgba(0xFFFFFFFF, 0x141414FF)
        case .bgSecondary: .rgba(0xF4F4F4FF, 0x1F1F1FFF)
        case .bgTertiary: .rgba(0xF9F5F0FF, 0x23211AFF)
        case .borderBrandPrimary: .rgba(0xF15E00FF, 0xFF7900FF)
        case .borderBrandSecondary: nil
        case .borderBrandTertiary: nil
        case .borderDefault: .rgba(0x00000033, 0xFFFFFF33)
        case .borderEmphasized: .rgba(0x000000FF, 0xEEEEEEFF)
        case .borderFocus: .rgba(0x000000FF, 0xEEEEEEFF)
        case .borderFocusInset: .rgba(0xFFFFFFFF, 0x141414FF)
        case .borderMinimal: .rgba(0x0000000A, 0xFFFFFF0A)
        case .borderMuted: .rgba(0x00000014, 0xFFFFFF14)
        case .borderOnBrandPrimary: .rgba(0x000000FF, 0x000000FF)
        case .borderOnBrandSecondary: nil
        case .borderOnBrandTertiary: nil
        case .borderStatusAccent: .rgba(0xFF7900FF, 0xFF7900FF)
        case .borderStatusInfo: .rgba(0x0073B2FF, 0x8AD5FFFF)
        case .borderStatusNegative: .rgba(0xDB0002FF, 0xFF8081FF)
        case .borderStatusPositive: .rgba(0x138126FF, 0x94F0A4FF)
        case .borderStatusWarning: .rgba(0xFFD000FF, 0xFFE270FF)
        case .contentBrandPrimary: .rgba(0xF15E00FF, 0xFF7900FF)
        case .contentBrandSecondary: nil
        case .contentBrandTertiary: nil
        case .contentDefault: .rgba(0x000000FF, 0xEEEEEEFF)
        case .contentDisabled: .rgba(0x00000033, 0xFFFFFF33)
        case .contentInverse: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentMuted: .rgba(0x000000AD, 0xFFFFFFA3)
        case .contentOnActionDisabled: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnActionEnabled: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnActionFocus: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnActionHighlighted: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnActionHover: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnActionLoading: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnActionPressed: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnActionSelected: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnBrandPrimary: .rgba(0x000000FF, 0x000000FF)
        case .contentOnBrandSecondary: nil
        case .contentOnBrandTertiary: nil
        case .contentOnStatusAccentEmphasized: .rgba(0x000000FF, 0x000000FF)
        case .contentOnStatusAccentMuted: .rgba(0x000000FF, 0xEEEEEEFF)
        case .contentOnStatusInfoEmphasized: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnStatusInfoMuted: .rgba(0x000000FF, 0xEEEEEEFF)
        case .contentOnStatusNegativeEmphasized: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnStatusNegativeMuted: .rgba(0x000000FF, 0xEEEEEEFF)
        case .contentOnStatusPositiveEmphasized: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentOnStatusPositiveMuted: .rgba(0x000000FF, 0xEEEEEEFF)
        case .contentOnStatusWarningEmphasized: .rgba(0x000000FF, 0x000000FF)
        case .contentOnStatusWarningMuted: .rgba(0x000000FF, 0xEEEEEEFF)
        case .contentStatusAccent: .rgba(0xFF7900FF, 0xFF7900FF)
        case .contentStatusInfo: .rgba(0x0073B2FF, 0x8AD5FFFF)
        case .contentStatusNegative: .rgba(0xDB0002FF, 0xFF8081FF)
        case .contentStatusPositive: .rgba(0x138126FF, 0x94F0A4FF)
        case .contentStatusWarning: .rgba(0x856A00FF, 0xFFE270FF)
        case .opacityLower: .rgba(0x00000014, 0xFFFFFF14)
        case .opacityLowest: .rgba(0x0000000A, 0xFFFFFF0A)
        case .opacityTransparent: .rgba(0x00000000, 0xFFFFFF00)
        case .overlayBackdrop: .rgba(0x000000AD, 0x000000AD)
        case .overlayDrag: .rgba(0x0000000A, 0xFFFFFF14)
        case .overlayDropdown: .rgba(0xFFFFFFFF, 0x3B3B3BFF)
        case .overlayModalSheet: .rgba(0xFFFFFFFF, 0x272727FF)
        case .overlayTooltip: .rgba(0x272727FF, 0x3B3B3BFF)
        case .repositoryAccentHigh: nil
        case .repositoryAccentHigher: .rgba(0x353228FF, 0x353228FF)
        case .repositoryAccentHighest: .rgba(0x23211AFF, 0x23211AFF)
        case .repositoryAccentLow: .rgba(0xFF7900FF, 0xFF7900FF)
        case .repositoryAccentLower: nil
        case .repositoryAccentLowest: .rgba(0xF9F5F0FF, 0xF9F5F0FF)
        case .repositoryAccentMedium: .rgba(0xF15E00FF, 0xF15E00FF)
        case .repositoryInfoHigh: .rgba(0x0073B2FF, 0x0073B2FF)
        case .repositoryInfoHigher: nil
        case .repositoryInfoHighest: nil
        case .repositoryInfoLow: .rgba(0x8AD5FFFF, 0x8AD5FFFF)
        case .repositoryInfoLower: nil
        case .repositoryInfoLowest: nil
        case .repositoryInfoMedium: nil
        case .repositoryNegativeHigh: .rgba(0xB20002FF, 0xB20002FF)
        case .repositoryNegativeHigher: .rgba(0x800001FF, 0x800001FF)
        case .repositoryNegativeHighest: nil
        case .repositoryNegativeLow: .rgba(0xFF8081FF, 0xFF8081FF)
        case .repositoryNegativeLower: .rgba(0xFFB2B3FF, 0xFFB2B3FF)
        case .repositoryNegativeLowest: .rgba(0xFFE5E6FF, 0xFFE5E6FF)
        case .repositoryNegativeMedium: .rgba(0xDB0002FF, 0xDB0002FF)
        case .repositoryNeutralEmphasizedBlack: .rgba(0x000000FF, 0x000000FF)
        case .repositoryNeutralEmphasizedHigh: .rgba(0x272727FF, 0x272727FF)
        case .repositoryNeutralEmphasizedHigher: .rgba(0x1F1F1FFF, 0x1F1F1FFF)
        case .repositoryNeutralEmphasizedHighest: .rgba(0x141414FF, 0x141414FF)
        case .repositoryNeutralEmphasizedLow: .rgba(0x3B3B3BFF, 0x3B3B3BFF)
        case .repositoryNeutralEmphasizedLower: nil
        case .repositoryNeutralEmphasizedLowest: nil
        case .repositoryNeutralEmphasizedMedium: .rgba(0x333333FF, 0x333333FF)
        case .repositoryNeutralMutedHigh: nil
        case .repositoryNeutralMutedHigher: nil
        case .repositoryNeutralMutedHighest: nil
        case .repositoryNeutralMutedLow: nil
        case .repositoryNeutralMutedLower: .rgba(0xEEEEEEFF, 0xEEEEEEFF)
        case .repositoryNeutralMutedLowest: .rgba(0xF4F4F4FF, 0xF4F4F4FF)
        case .repositoryNeutralMutedMedium: nil
        case .repositoryNeutralMutedWhite: .rgba(0xFFFFFFFF, 0xFFFFFFFF)
        case .repositoryOpacityAccentLow: .rgba(0xBD793C14, 0xBD793C14)
        case .repositoryOpacityAccentMedium: .rgba(0x685D5066, 0x685D5066)
        case .repositoryOpacityBlackHigh: .rgba(0x00000085, 0x00000085)
        case .repositoryOpacityBlackHigher: .rgba(0x000000AD, 0x000000AD)
        case .repositoryOpacityBlackHighest: .rgba(0x000000D6, 0x000000D6)
        case .repositoryOpacityBlackLow: .rgba(0x0000001F, 0x0000001F)
        case .repositoryOpacityBlackLower: .rgba(0x00000014, 0x00000014)
        case .repositoryOpacityBlackLowest: .rgba(0x0000000A, 0x0000000A)
        case .repositoryOpacityBlackMedium: .rgba(0x00000047, 0x00000047)
        case .repositoryOpacityBlackMediumHigh: .rgba(0x00000070, 0x00000070)
        case .repositoryOpacityBlackMediumLow: .rgba(0x00000033, 0x00000033)
        case .repositoryOpacityBlackTransparent: .rgba(0x00000000, 0x00000000)
        case .repositoryOpacityInfoLow: .rgba(0x26B2FF14, 0x26B2FF14)
        case .repositoryOpacityInfoMedium: .rgba(0x00598A85, 0x00598A85)
        case .repositoryOpacityNegativeLow: .rgba(0xDB000214, 0xDB000214)
        case .repositoryOpacityNegativeMedium: .rgba(0xDB000252, 0xDB000252)
        case .repositoryOpacityPositiveLow: .rgba(0x3DE35A1F, 0x3DE35A1F)
        case .repositoryOpacityPositiveMedium: .rgba(0x0E621DA3, 0x0E621DA3)
        case .repositoryOpacityPrimaryHigh: nil
        case .repositoryOpacityPrimaryHigher: nil
        case .repositoryOpacityPrimaryHighest: nil
        case .repositoryOpacityPrimaryLow: nil
        case .repositoryOpacityPrimaryLower: nil
        case .repositoryOpacityPrimaryLowest: nil
        case .repositoryOpacityPrimaryMedium: nil
        case .repositoryOpacityPrimaryTransparent: nil
        case .repositoryOpacityWarningLow: .rgba(0xFFD00029, 0xFFD00029)
        case .repositoryOpacityWarningMedium: .rgba(0x6651007A, 0x6651007A)
        case .repositoryOpacityWhiteHigh: .rgba(0xFFFFFFA3, 0xFFFFFFA3)
        case .repositoryOpacityWhiteHigher: .rgba(0xFFFFFFCC, 0xFFFFFFCC)
        case .repositoryOpacityWhiteHighest: .rgba(0xFFFFFFEB, 0xFFFFFFEB)
        case .repositoryOpacityWhiteLow: .rgba(0xFFFFFF1F, 0xFFFFFF1F)
        case .repositoryOpacityWhiteLower: .rgba(0xFFFFFF14, 0xFFFFFF14)
        case .repositoryOpacityWhiteLowest: .rgba(0xFFFFFF0A, 0xFFFFFF0A)
        case .repositoryOpacityWhiteMedium: .rgba(0xFFFFFF70, 0xFFFFFF70)
        case .repositoryOpacityWhiteMediumLow: .rgba(0xFFFFFF33, 0xFFFFFF33)
        case .repositoryOpacityWhiteTransparent: .rgba(0xFFFFFF00, 0xFFFFFF00)
        case .repositoryPositiveHigh: .rgba(0x17A02FFF, 0x17A02FFF)
        case .repositoryPositiveHigher: .rgba(0x138126FF, 0x138126FF)
        case .repositoryPositiveHighest: nil
        case .repositoryPositiveLow: .rgba(0x94F0A4FF, 0x94F0A4FF)
        case .repositoryPositiveLower: nil
        case .repositoryPositiveLowest: nil
        case .repositoryPositiveMedium: .rgba(0x1ECD3CFF, 0x1ECD3CFF)
        case .repositoryPrimaryHigh: nil
        case .repositoryPrimaryHigher: nil
        case .repositoryPrimaryHighest: nil
        case .repositoryPrimaryLow: .rgba(0xFF7900FF, 0xFF7900FF)
        case .repositoryPrimaryLower: nil
        case .repositoryPrimaryLowest: nil
        case .repositoryPrimaryMedium: .rgba(0xF15E00FF, 0xF15E00FF)
        case .repositorySecondaryHigh: nil
        case .repositorySecondaryHigherHigh: nil
        case .repositorySecondaryHigherLow: nil
        case .repositorySecondaryHighest: nil
        case .repositorySecondaryLow: nil
        case .repositorySecondaryLower: nil
        case .repositorySecondaryLowest: nil
        case .repositorySecondaryMedium: nil
        case .repositoryTertiaryHigh: nil
        case .repositoryTertiaryHigher: nil
        case .repositoryTertiaryHighest: nil
        case .repositoryTertiaryLow: nil
        case .repositoryTertiaryLower: nil
        case .repositoryTertiaryLowest: nil
        case .repositoryTertiaryMedium: nil
        case .repositoryWarningHigh: .rgba(0x856A00FF, 0x856A00FF)
        case .repositoryWarningHigher: nil
        case .repositoryWarningHighest: nil
        case .repositoryWarningLow: .rgba(0xFFE270FF, 0xFFE270FF)
        case .repositoryWarningLower: nil
        case .repositoryWarningLowest: nil
        case .repositoryWarningMedium: .rgba(0xFFD000FF, 0xFFD000FF)
        case .surfaceBrandPrimary: .rgba(0xFF7900FF, 0xFF7900FF)
        case .surfaceBrandSecondary: nil
        case .surfaceBrandTertiary: nil
        case .surfaceInverseHigh: .rgba(0x272727FF, 0xEEEEEEFF)
        case .surfaceInverseLow: .rgba(0x272727FF, 0xFFFFFF1F)
        case .surfacePrimary: .rgba(0xFFFFFFFF, 0xFFFFFF0A)
        case .surfaceSecondary: .rgba(0x0000000A, 0xFFFFFF14)
        case .surfaceStatusAccentEmphasized: .rgba(0xFF7900FF, 0xFF7900FF)
        case .surfaceStatusAccentMuted: .rgba(0xBD793C14, 0x685D5066)
        case .surfaceStatusInfoEmphasized: .rgba(0x0073B2FF, 0x8AD5FFFF)
        case .surfaceStatusInfoMuted: .rgba(0x26B2FF14, 0x00598A85)
        case .surfaceStatusNegativeEmphasized: .rgba(0xDB0002FF, 0xFF8081FF)
        case .surfaceStatusNegativeMuted: .rgba(0xDB000214, 0xDB000252)
        case .surfaceStatusPositiveEmphasized: .rgba(0x138126FF, 0x94F0A4FF)
        case .surfaceStatusPositiveMuted: .rgba(0x3DE35A1F, 0x0E621DA3)
        case .surfaceStatusWarningEmphasized: .rgba(0xFFD000FF, 0xFFE270FF)
        case .surfaceStatusWarningMuted: .rgba(0xFFD00029, 0x6651007A)
        case .surfaceTertiary: .rgba(0xBD793C14, 0x685D5066)
        }
    }
}
