import OUDSThemesContract

// Semantic colours of the Orange brand, light and dark, from `ouds-tokens.md` §2.11; nil marks a
// token the brand does not define (n/a): drawing it fails the render with a typed error.

extension OrangeBrand {
    /// The Orange semantic colour tokens.
    public static let colors = ColorSemanticTokens(brand: "Orange") { name -> ColorSemanticValue? in
        switch name {
        case .actionDisabled: .rgba(0x0000_0033, 0xFFFF_FF33)
        case .actionEnabled: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .actionFocus: .rgba(0x0000_00AD, 0xFFFF_FFA3)
        case .actionHighlighted: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .actionHover: .rgba(0x0000_00AD, 0xFFFF_FFA3)
        case .actionLoading: .rgba(0xF15E_00FF, 0xFF79_00FF)
        case .actionNegativeEnabled: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .actionNegativeFocus: .rgba(0xB200_02FF, 0xFFB2_B3FF)
        case .actionNegativeHover: .rgba(0xB200_02FF, 0xFFB2_B3FF)
        case .actionNegativeLoading: .rgba(0x8000_01FF, 0xFFE5_E6FF)
        case .actionNegativePressed: .rgba(0x8000_01FF, 0xFFE5_E6FF)
        case .actionPressed: .rgba(0xF15E_00FF, 0xFF79_00FF)
        case .actionReadOnlyPrimary: .rgba(0x0000_00AD, 0xFFFF_FFA3)
        case .actionReadOnlySecondary: .rgba(0x0000_0033, 0xFFFF_FF33)
        case .actionSelected: .rgba(0xF15E_00FF, 0xFF79_00FF)
        case .actionSupportDisabled: .rgba(0x0000_000A, 0xFFFF_FF0A)
        case .actionSupportEnabled: .rgba(0x0000_000A, 0xFFFF_FF0A)
        case .actionSupportFocus: .rgba(0x0000_0014, 0xFFFF_FF14)
        case .actionSupportHover: .rgba(0x0000_0014, 0xFFFF_FF14)
        case .actionSupportLoading: .rgba(0x0000_001F, 0xFFFF_FF1F)
        case .actionSupportPressed: .rgba(0x0000_001F, 0xFFFF_FF1F)
        case .actionVisited: .rgba(0x5B2F_98FF, 0xA885_D8FF)
        case .alwaysBlack: .rgba(0x0000_00FF, 0x0000_00FF)
        case .alwaysOnBlack: .rgba(0xEEEE_EEFF, 0xEEEE_EEFF)
        case .alwaysOnWhite: .rgba(0x0000_00FF, 0x0000_00FF)
        case .alwaysWhite: .rgba(0xFFFF_FFFF, 0xFFFF_FFFF)
        case .bgInverseHigh: .rgba(0x1414_14FF, 0xEEEE_EEFF)
        case .bgInverseLow: .rgba(0x1414_14FF, 0x3333_33FF)
        case .bgPrimary: .rgba(0xFFFF_FFFF, 0x1414_14FF)
        case .bgSecondary: .rgba(0xF4F4_F4FF, 0x1F1F_1FFF)
        case .bgTertiary: .rgba(0xF9F5_F0FF, 0x2321_1AFF)
        case .borderBrandPrimary: .rgba(0xF15E_00FF, 0xFF79_00FF)
        case .borderBrandSecondary: nil
        case .borderBrandTertiary: nil
        case .borderDefault: .rgba(0x0000_0033, 0xFFFF_FF33)
        case .borderEmphasized: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .borderFocus: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .borderFocusInset: .rgba(0xFFFF_FFFF, 0x1414_14FF)
        case .borderMinimal: .rgba(0x0000_000A, 0xFFFF_FF0A)
        case .borderMuted: .rgba(0x0000_0014, 0xFFFF_FF14)
        case .borderOnBrandPrimary: .rgba(0x0000_00FF, 0x0000_00FF)
        case .borderOnBrandSecondary: nil
        case .borderOnBrandTertiary: nil
        case .borderStatusAccent: .rgba(0xFF79_00FF, 0xFF79_00FF)
        case .borderStatusInfo: .rgba(0x0073_B2FF, 0x8AD5_FFFF)
        case .borderStatusNegative: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .borderStatusPositive: .rgba(0x1381_26FF, 0x94F0_A4FF)
        case .borderStatusWarning: .rgba(0xFFD0_00FF, 0xFFE2_70FF)
        case .contentBrandPrimary: .rgba(0xF15E_00FF, 0xFF79_00FF)
        case .contentBrandSecondary: nil
        case .contentBrandTertiary: nil
        case .contentDefault: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .contentDisabled: .rgba(0x0000_0033, 0xFFFF_FF33)
        case .contentInverse: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentMuted: .rgba(0x0000_00AD, 0xFFFF_FFA3)
        case .contentOnActionDisabled: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnActionEnabled: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnActionFocus: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnActionHighlighted: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnActionHover: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnActionLoading: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnActionPressed: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnActionSelected: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnBrandPrimary: .rgba(0x0000_00FF, 0x0000_00FF)
        case .contentOnBrandSecondary: nil
        case .contentOnBrandTertiary: nil
        case .contentOnStatusAccentEmphasized: .rgba(0x0000_00FF, 0x0000_00FF)
        case .contentOnStatusAccentMuted: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .contentOnStatusInfoEmphasized: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnStatusInfoMuted: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .contentOnStatusNegativeEmphasized: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnStatusNegativeMuted: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .contentOnStatusPositiveEmphasized: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentOnStatusPositiveMuted: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .contentOnStatusWarningEmphasized: .rgba(0x0000_00FF, 0x0000_00FF)
        case .contentOnStatusWarningMuted: .rgba(0x0000_00FF, 0xEEEE_EEFF)
        case .contentStatusAccent: .rgba(0xFF79_00FF, 0xFF79_00FF)
        case .contentStatusInfo: .rgba(0x0073_B2FF, 0x8AD5_FFFF)
        case .contentStatusNegative: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .contentStatusPositive: .rgba(0x1381_26FF, 0x94F0_A4FF)
        case .contentStatusWarning: .rgba(0x856A_00FF, 0xFFE2_70FF)
        case .opacityLower: .rgba(0x0000_0014, 0xFFFF_FF14)
        case .opacityLowest: .rgba(0x0000_000A, 0xFFFF_FF0A)
        case .opacityTransparent: .rgba(0x0000_0000, 0xFFFF_FF00)
        case .overlayBackdrop: .rgba(0x0000_00AD, 0x0000_00AD)
        case .overlayDrag: .rgba(0x0000_000A, 0xFFFF_FF14)
        case .overlayDropdown: .rgba(0xFFFF_FFFF, 0x3B3B_3BFF)
        case .overlayModalSheet: .rgba(0xFFFF_FFFF, 0x2727_27FF)
        case .overlayTooltip: .rgba(0x2727_27FF, 0x3B3B_3BFF)
        case .repositoryAccentHigh: nil
        case .repositoryAccentHigher: .rgba(0x3532_28FF, 0x3532_28FF)
        case .repositoryAccentHighest: .rgba(0x2321_1AFF, 0x2321_1AFF)
        case .repositoryAccentLow: .rgba(0xFF79_00FF, 0xFF79_00FF)
        case .repositoryAccentLower: nil
        case .repositoryAccentLowest: .rgba(0xF9F5_F0FF, 0xF9F5_F0FF)
        case .repositoryAccentMedium: .rgba(0xF15E_00FF, 0xF15E_00FF)
        case .repositoryInfoHigh: .rgba(0x0073_B2FF, 0x0073_B2FF)
        case .repositoryInfoHigher: nil
        case .repositoryInfoHighest: nil
        case .repositoryInfoLow: .rgba(0x8AD5_FFFF, 0x8AD5_FFFF)
        case .repositoryInfoLower: nil
        case .repositoryInfoLowest: nil
        case .repositoryInfoMedium: nil
        case .repositoryNegativeHigh: .rgba(0xB200_02FF, 0xB200_02FF)
        case .repositoryNegativeHigher: .rgba(0x8000_01FF, 0x8000_01FF)
        case .repositoryNegativeHighest: nil
        case .repositoryNegativeLow: .rgba(0xFF80_81FF, 0xFF80_81FF)
        case .repositoryNegativeLower: .rgba(0xFFB2_B3FF, 0xFFB2_B3FF)
        case .repositoryNegativeLowest: .rgba(0xFFE5_E6FF, 0xFFE5_E6FF)
        case .repositoryNegativeMedium: .rgba(0xDB00_02FF, 0xDB00_02FF)
        case .repositoryNeutralEmphasizedBlack: .rgba(0x0000_00FF, 0x0000_00FF)
        case .repositoryNeutralEmphasizedHigh: .rgba(0x2727_27FF, 0x2727_27FF)
        case .repositoryNeutralEmphasizedHigher: .rgba(0x1F1F_1FFF, 0x1F1F_1FFF)
        case .repositoryNeutralEmphasizedHighest: .rgba(0x1414_14FF, 0x1414_14FF)
        case .repositoryNeutralEmphasizedLow: .rgba(0x3B3B_3BFF, 0x3B3B_3BFF)
        case .repositoryNeutralEmphasizedLower: nil
        case .repositoryNeutralEmphasizedLowest: nil
        case .repositoryNeutralEmphasizedMedium: .rgba(0x3333_33FF, 0x3333_33FF)
        case .repositoryNeutralMutedHigh: nil
        case .repositoryNeutralMutedHigher: nil
        case .repositoryNeutralMutedHighest: nil
        case .repositoryNeutralMutedLow: nil
        case .repositoryNeutralMutedLower: .rgba(0xEEEE_EEFF, 0xEEEE_EEFF)
        case .repositoryNeutralMutedLowest: .rgba(0xF4F4_F4FF, 0xF4F4_F4FF)
        case .repositoryNeutralMutedMedium: nil
        case .repositoryNeutralMutedWhite: .rgba(0xFFFF_FFFF, 0xFFFF_FFFF)
        case .repositoryOpacityAccentLow: .rgba(0xBD79_3C14, 0xBD79_3C14)
        case .repositoryOpacityAccentMedium: .rgba(0x685D_5066, 0x685D_5066)
        case .repositoryOpacityBlackHigh: .rgba(0x0000_0085, 0x0000_0085)
        case .repositoryOpacityBlackHigher: .rgba(0x0000_00AD, 0x0000_00AD)
        case .repositoryOpacityBlackHighest: .rgba(0x0000_00D6, 0x0000_00D6)
        case .repositoryOpacityBlackLow: .rgba(0x0000_001F, 0x0000_001F)
        case .repositoryOpacityBlackLower: .rgba(0x0000_0014, 0x0000_0014)
        case .repositoryOpacityBlackLowest: .rgba(0x0000_000A, 0x0000_000A)
        case .repositoryOpacityBlackMedium: .rgba(0x0000_0047, 0x0000_0047)
        case .repositoryOpacityBlackMediumHigh: .rgba(0x0000_0070, 0x0000_0070)
        case .repositoryOpacityBlackMediumLow: .rgba(0x0000_0033, 0x0000_0033)
        case .repositoryOpacityBlackTransparent: .rgba(0x0000_0000, 0x0000_0000)
        case .repositoryOpacityInfoLow: .rgba(0x26B2_FF14, 0x26B2_FF14)
        case .repositoryOpacityInfoMedium: .rgba(0x0059_8A85, 0x0059_8A85)
        case .repositoryOpacityNegativeLow: .rgba(0xDB00_0214, 0xDB00_0214)
        case .repositoryOpacityNegativeMedium: .rgba(0xDB00_0252, 0xDB00_0252)
        case .repositoryOpacityPositiveLow: .rgba(0x3DE3_5A1F, 0x3DE3_5A1F)
        case .repositoryOpacityPositiveMedium: .rgba(0x0E62_1DA3, 0x0E62_1DA3)
        case .repositoryOpacityPrimaryHigh: nil
        case .repositoryOpacityPrimaryHigher: nil
        case .repositoryOpacityPrimaryHighest: nil
        case .repositoryOpacityPrimaryLow: nil
        case .repositoryOpacityPrimaryLower: nil
        case .repositoryOpacityPrimaryLowest: nil
        case .repositoryOpacityPrimaryMedium: nil
        case .repositoryOpacityPrimaryTransparent: nil
        case .repositoryOpacityWarningLow: .rgba(0xFFD0_0029, 0xFFD0_0029)
        case .repositoryOpacityWarningMedium: .rgba(0x6651_007A, 0x6651_007A)
        case .repositoryOpacityWhiteHigh: .rgba(0xFFFF_FFA3, 0xFFFF_FFA3)
        case .repositoryOpacityWhiteHigher: .rgba(0xFFFF_FFCC, 0xFFFF_FFCC)
        case .repositoryOpacityWhiteHighest: .rgba(0xFFFF_FFEB, 0xFFFF_FFEB)
        case .repositoryOpacityWhiteLow: .rgba(0xFFFF_FF1F, 0xFFFF_FF1F)
        case .repositoryOpacityWhiteLower: .rgba(0xFFFF_FF14, 0xFFFF_FF14)
        case .repositoryOpacityWhiteLowest: .rgba(0xFFFF_FF0A, 0xFFFF_FF0A)
        case .repositoryOpacityWhiteMedium: .rgba(0xFFFF_FF70, 0xFFFF_FF70)
        case .repositoryOpacityWhiteMediumLow: .rgba(0xFFFF_FF33, 0xFFFF_FF33)
        case .repositoryOpacityWhiteTransparent: .rgba(0xFFFF_FF00, 0xFFFF_FF00)
        case .repositoryPositiveHigh: .rgba(0x17A0_2FFF, 0x17A0_2FFF)
        case .repositoryPositiveHigher: .rgba(0x1381_26FF, 0x1381_26FF)
        case .repositoryPositiveHighest: nil
        case .repositoryPositiveLow: .rgba(0x94F0_A4FF, 0x94F0_A4FF)
        case .repositoryPositiveLower: nil
        case .repositoryPositiveLowest: nil
        case .repositoryPositiveMedium: .rgba(0x1ECD_3CFF, 0x1ECD_3CFF)
        case .repositoryPrimaryHigh: nil
        case .repositoryPrimaryHigher: nil
        case .repositoryPrimaryHighest: nil
        case .repositoryPrimaryLow: .rgba(0xFF79_00FF, 0xFF79_00FF)
        case .repositoryPrimaryLower: nil
        case .repositoryPrimaryLowest: nil
        case .repositoryPrimaryMedium: .rgba(0xF15E_00FF, 0xF15E_00FF)
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
        case .repositoryWarningHigh: .rgba(0x856A_00FF, 0x856A_00FF)
        case .repositoryWarningHigher: nil
        case .repositoryWarningHighest: nil
        case .repositoryWarningLow: .rgba(0xFFE2_70FF, 0xFFE2_70FF)
        case .repositoryWarningLower: nil
        case .repositoryWarningLowest: nil
        case .repositoryWarningMedium: .rgba(0xFFD0_00FF, 0xFFD0_00FF)
        case .surfaceBrandPrimary: .rgba(0xFF79_00FF, 0xFF79_00FF)
        case .surfaceBrandSecondary: nil
        case .surfaceBrandTertiary: nil
        case .surfaceInverseHigh: .rgba(0x2727_27FF, 0xEEEE_EEFF)
        case .surfaceInverseLow: .rgba(0x2727_27FF, 0xFFFF_FF1F)
        case .surfacePrimary: .rgba(0xFFFF_FFFF, 0xFFFF_FF0A)
        case .surfaceSecondary: .rgba(0x0000_000A, 0xFFFF_FF14)
        case .surfaceStatusAccentEmphasized: .rgba(0xFF79_00FF, 0xFF79_00FF)
        case .surfaceStatusAccentMuted: .rgba(0xBD79_3C14, 0x685D_5066)
        case .surfaceStatusInfoEmphasized: .rgba(0x0073_B2FF, 0x8AD5_FFFF)
        case .surfaceStatusInfoMuted: .rgba(0x26B2_FF14, 0x0059_8A85)
        case .surfaceStatusNegativeEmphasized: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .surfaceStatusNegativeMuted: .rgba(0xDB00_0214, 0xDB00_0252)
        case .surfaceStatusPositiveEmphasized: .rgba(0x1381_26FF, 0x94F0_A4FF)
        case .surfaceStatusPositiveMuted: .rgba(0x3DE3_5A1F, 0x0E62_1DA3)
        case .surfaceStatusWarningEmphasized: .rgba(0xFFD0_00FF, 0xFFE2_70FF)
        case .surfaceStatusWarningMuted: .rgba(0xFFD0_0029, 0x6651_007A)
        case .surfaceTertiary: .rgba(0xBD79_3C14, 0x685D_5066)
        }
    }
}
