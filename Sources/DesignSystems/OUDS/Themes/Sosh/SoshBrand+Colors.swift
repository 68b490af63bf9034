import OUDSThemesContract

// Semantic colours of the Sosh brand, light and dark, from `ouds-tokens.md` §2.11; nil marks a
// token the brand does not define (n/a): drawing it fails the render with a typed error.

extension SoshBrand {
    /// The Sosh semantic colour tokens.
    public static let colors = ColorSemanticTokens(brand: "Sosh") { name -> ColorSemanticValue? in
        switch name {
        case .actionDisabled: .rgba(0x000F_1933, 0xEDF6_FC33)
        case .actionEnabled: .rgba(0xDE03_4BFF, 0x5DBC_FEFF)
        case .actionFocus: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .actionHighlighted: .rgba(0x0173_C1FF, 0xE9EE_F1FF)
        case .actionHover: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .actionLoading: .rgba(0x0173_C1FF, 0xFFEF_66FF)
        case .actionNegativeEnabled: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .actionNegativeFocus: .rgba(0xB200_02FF, 0xFFB2_B3FF)
        case .actionNegativeHover: .rgba(0xB200_02FF, 0xFFB2_B3FF)
        case .actionNegativeLoading: .rgba(0x8000_01FF, 0xFFE5_E6FF)
        case .actionNegativePressed: .rgba(0x8000_01FF, 0xFFE5_E6FF)
        case .actionPressed: .rgba(0x0173_C1FF, 0xFFEF_66FF)
        case .actionReadOnlyPrimary: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .actionReadOnlySecondary: .rgba(0x000F_1933, 0xEDF6_FC33)
        case .actionSelected: .rgba(0xDE03_4BFF, 0x5DBC_FEFF)
        case .actionSupportDisabled: .rgba(0x000F_190A, 0xEDF6_FC0A)
        case .actionSupportEnabled: .rgba(0x000F_190A, 0xEDF6_FC0A)
        case .actionSupportFocus: .rgba(0x000F_1914, 0xEDF6_FC14)
        case .actionSupportHover: .rgba(0x000F_1914, 0xEDF6_FC14)
        case .actionSupportLoading: .rgba(0x000F_191F, 0xEDF6_FC1F)
        case .actionSupportPressed: .rgba(0x000F_191F, 0xEDF6_FC1F)
        case .actionVisited: .rgba(0x5B2F_98FF, 0xA885_D8FF)
        case .alwaysBlack: .rgba(0x0000_00FF, 0x0000_00FF)
        case .alwaysOnBlack: .rgba(0xE9EE_F1FF, 0xE9EE_F1FF)
        case .alwaysOnWhite: .rgba(0x0000_00FF, 0x0000_00FF)
        case .alwaysWhite: .rgba(0xFFFF_FFFF, 0xFFFF_FFFF)
        case .bgInverseHigh: .rgba(0x0021_38FF, 0xEDF6_FDFF)
        case .bgInverseLow: .rgba(0x0021_38FF, 0x0030_51FF)
        case .bgPrimary: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .bgSecondary: .rgba(0xEDF6_FDFF, 0x0021_38FF)
        case .bgTertiary: .rgba(0xFCFA_E8FF, 0x221F_02FF)
        case .borderBrandPrimary: .rgba(0xDE03_4BFF, 0xFC69_99FF)
        case .borderBrandSecondary: .rgba(0x0173_C1FF, 0x5DBC_FEFF)
        case .borderBrandTertiary: .rgba(0xFFE5_00FF, 0xFFEF_66FF)
        case .borderDefault: .rgba(0x000F_1933, 0xEDF6_FC33)
        case .borderEmphasized: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .borderFocus: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .borderFocusInset: .rgba(0xFFFF_FFFF, 0x1015_19FF)
        case .borderMinimal: .rgba(0x000F_190A, 0xEDF6_FC0A)
        case .borderMuted: .rgba(0x000F_1914, 0xEDF6_FC14)
        case .borderOnBrandPrimary: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .borderOnBrandSecondary: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .borderOnBrandTertiary: .rgba(0x0000_00FF, 0x0015_24FF)
        case .borderStatusAccent: .rgba(0xDE03_4BFF, 0xFC69_99FF)
        case .borderStatusInfo: .rgba(0x0173_C1FF, 0x99D5_FFFF)
        case .borderStatusNegative: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .borderStatusPositive: .rgba(0x1381_26FF, 0x94F0_A4FF)
        case .borderStatusWarning: .rgba(0xFFE5_00FF, 0xFFEF_66FF)
        case .contentBrandPrimary: .rgba(0xDE03_4BFF, 0xFC69_99FF)
        case .contentBrandSecondary: .rgba(0x0173_C1FF, 0x5DBC_FEFF)
        case .contentBrandTertiary: .rgba(0xFFE5_00FF, 0xFFEF_66FF)
        case .contentDefault: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .contentDisabled: .rgba(0x000F_1933, 0xEDF6_FC33)
        case .contentInverse: .rgba(0xFFFF_FFFF, 0x0000_00FF)
        case .contentMuted: .rgba(0x000F_19B8, 0xEDF6_FCA3)
        case .contentOnActionDisabled: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnActionEnabled: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnActionFocus: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnActionHighlighted: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnActionHover: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnActionLoading: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnActionPressed: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnActionSelected: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnBrandPrimary: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnBrandSecondary: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnBrandTertiary: .rgba(0x0000_00FF, 0x0015_24FF)
        case .contentOnStatusAccentEmphasized: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnStatusAccentMuted: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .contentOnStatusInfoEmphasized: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnStatusInfoMuted: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .contentOnStatusNegativeEmphasized: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnStatusNegativeMuted: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .contentOnStatusPositiveEmphasized: .rgba(0xFFFF_FFFF, 0x0015_24FF)
        case .contentOnStatusPositiveMuted: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .contentOnStatusWarningEmphasized: .rgba(0x0000_00FF, 0x0015_24FF)
        case .contentOnStatusWarningMuted: .rgba(0x0000_00FF, 0xE9EE_F1FF)
        case .contentStatusAccent: .rgba(0xDE03_4BFF, 0xFC69_99FF)
        case .contentStatusInfo: .rgba(0x0173_C1FF, 0x99D5_FFFF)
        case .contentStatusNegative: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .contentStatusPositive: .rgba(0x1381_26FF, 0x94F0_A4FF)
        case .contentStatusWarning: .rgba(0x7A6E_00FF, 0xFFEF_66FF)
        case .opacityLower: .rgba(0x000F_1914, 0xEDF6_FC14)
        case .opacityLowest: .rgba(0x000F_190A, 0xEDF6_FC0A)
        case .opacityTransparent: .rgba(0x000F_1900, 0xEDF6_FC00)
        case .overlayBackdrop: .rgba(0x000F_19B8, 0x000F_19B8)
        case .overlayDrag: .rgba(0x000F_190A, 0xEDF6_FC14)
        case .overlayDropdown: .rgba(0xFFFF_FFFF, 0x2F40_4BFF)
        case .overlayModalSheet: .rgba(0xFFFF_FFFF, 0x0027_42FF)
        case .overlayTooltip: .rgba(0x1F2B_32FF, 0x2F40_4BFF)
        case .repositoryAccentHigh: nil
        case .repositoryAccentHigher: nil
        case .repositoryAccentHighest: .rgba(0x6402_22FF, 0x6402_22FF)
        case .repositoryAccentLow: .rgba(0xFC69_99FF, 0xFC69_99FF)
        case .repositoryAccentLower: nil
        case .repositoryAccentLowest: .rgba(0xFFE6_EEFF, 0xFFE6_EEFF)
        case .repositoryAccentMedium: .rgba(0xDE03_4BFF, 0xDE03_4BFF)
        case .repositoryInfoHigh: .rgba(0x0173_C1FF, 0x0173_C1FF)
        case .repositoryInfoHigher: nil
        case .repositoryInfoHighest: nil
        case .repositoryInfoLow: .rgba(0x99D5_FFFF, 0x99D5_FFFF)
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
        case .repositoryNeutralEmphasizedHigh: .rgba(0x1F2B_32FF, 0x1F2B_32FF)
        case .repositoryNeutralEmphasizedHigher: .rgba(0x1820_26FF, 0x1820_26FF)
        case .repositoryNeutralEmphasizedHighest: .rgba(0x1015_19FF, 0x1015_19FF)
        case .repositoryNeutralEmphasizedLow: .rgba(0x2F40_4BFF, 0x2F40_4BFF)
        case .repositoryNeutralEmphasizedLower: nil
        case .repositoryNeutralEmphasizedLowest: nil
        case .repositoryNeutralEmphasizedMedium: .rgba(0x2735_3FFF, 0x2735_3FFF)
        case .repositoryNeutralMutedHigh: nil
        case .repositoryNeutralMutedHigher: nil
        case .repositoryNeutralMutedHighest: nil
        case .repositoryNeutralMutedLow: nil
        case .repositoryNeutralMutedLower: .rgba(0xE9EE_F1FF, 0xE9EE_F1FF)
        case .repositoryNeutralMutedLowest: .rgba(0xF7F9_FAFF, 0xF7F9_FAFF)
        case .repositoryNeutralMutedMedium: nil
        case .repositoryNeutralMutedWhite: .rgba(0xFFFF_FFFF, 0xFFFF_FFFF)
        case .repositoryOpacityAccentLow: .rgba(0xFC69_991A, 0xFC69_991A)
        case .repositoryOpacityAccentMedium: .rgba(0x9603_33A3, 0x9603_33A3)
        case .repositoryOpacityBlackHigh: .rgba(0x000F_1985, 0x000F_1985)
        case .repositoryOpacityBlackHigher: .rgba(0x000F_19B8, 0x000F_19B8)
        case .repositoryOpacityBlackHighest: .rgba(0x000F_19EB, 0x000F_19EB)
        case .repositoryOpacityBlackLow: .rgba(0x000F_191F, 0x000F_191F)
        case .repositoryOpacityBlackLower: .rgba(0x000F_1914, 0x000F_1914)
        case .repositoryOpacityBlackLowest: .rgba(0x000F_190A, 0x000F_190A)
        case .repositoryOpacityBlackMedium: .rgba(0x000F_1947, 0x000F_1947)
        case .repositoryOpacityBlackMediumHigh: .rgba(0x000F_1970, 0x000F_1970)
        case .repositoryOpacityBlackMediumLow: .rgba(0x000F_1933, 0x000F_1933)
        case .repositoryOpacityBlackTransparent: .rgba(0x000F_1900, 0x000F_1900)
        case .repositoryOpacityInfoLow: .rgba(0x34AC_FE14, 0x34AC_FE14)
        case .repositoryOpacityInfoMedium: .rgba(0x0155_8E85, 0x0155_8E85)
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
        case .repositoryOpacityWarningLow: .rgba(0xFFE5_0029, 0xFFE5_0029)
        case .repositoryOpacityWarningMedium: .rgba(0x665C_007A, 0x665C_007A)
        case .repositoryOpacityWhiteHigh: .rgba(0xEDF6_FCA3, 0xEDF6_FCA3)
        case .repositoryOpacityWhiteHigher: .rgba(0xEDF6_FCCC, 0xEDF6_FCCC)
        case .repositoryOpacityWhiteHighest: .rgba(0xEDF6_FCEB, 0xEDF6_FCEB)
        case .repositoryOpacityWhiteLow: .rgba(0xEDF6_FC1F, 0xEDF6_FC1F)
        case .repositoryOpacityWhiteLower: .rgba(0xEDF6_FC14, 0xEDF6_FC14)
        case .repositoryOpacityWhiteLowest: .rgba(0xEDF6_FC0A, 0xEDF6_FC0A)
        case .repositoryOpacityWhiteMedium: .rgba(0xEDF6_FC70, 0xEDF6_FC70)
        case .repositoryOpacityWhiteMediumLow: .rgba(0xEDF6_FC33, 0xEDF6_FC33)
        case .repositoryOpacityWhiteTransparent: .rgba(0xEDF6_FC00, 0xEDF6_FC00)
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
        case .repositoryPrimaryLow: .rgba(0xFC69_99FF, 0xFC69_99FF)
        case .repositoryPrimaryLower: nil
        case .repositoryPrimaryLowest: nil
        case .repositoryPrimaryMedium: .rgba(0xDE03_4BFF, 0xDE03_4BFF)
        case .repositorySecondaryHigh: .rgba(0x0030_51FF, 0x0030_51FF)
        case .repositorySecondaryHigherHigh: .rgba(0x0021_38FF, 0x0021_38FF)
        case .repositorySecondaryHigherLow: .rgba(0x0027_42FF, 0x0027_42FF)
        case .repositorySecondaryHighest: .rgba(0x0015_24FF, 0x0015_24FF)
        case .repositorySecondaryLow: .rgba(0x0173_C1FF, 0x0173_C1FF)
        case .repositorySecondaryLower: .rgba(0x5DBC_FEFF, 0x5DBC_FEFF)
        case .repositorySecondaryLowest: .rgba(0xEDF6_FDFF, 0xEDF6_FDFF)
        case .repositorySecondaryMedium: .rgba(0x0155_8EFF, 0x0155_8EFF)
        case .repositoryTertiaryHigh: nil
        case .repositoryTertiaryHigher: nil
        case .repositoryTertiaryHighest: .rgba(0x221F_02FF, 0x221F_02FF)
        case .repositoryTertiaryLow: .rgba(0xFFEF_66FF, 0xFFEF_66FF)
        case .repositoryTertiaryLower: nil
        case .repositoryTertiaryLowest: .rgba(0xFCFA_E8FF, 0xFCFA_E8FF)
        case .repositoryTertiaryMedium: .rgba(0xFFE5_00FF, 0xFFE5_00FF)
        case .repositoryWarningHigh: .rgba(0x7A6E_00FF, 0x7A6E_00FF)
        case .repositoryWarningHigher: nil
        case .repositoryWarningHighest: nil
        case .repositoryWarningLow: .rgba(0xFFEF_66FF, 0xFFEF_66FF)
        case .repositoryWarningLower: nil
        case .repositoryWarningLowest: nil
        case .repositoryWarningMedium: .rgba(0xFFE5_00FF, 0xFFE5_00FF)
        case .surfaceBrandPrimary: .rgba(0xDE03_4BFF, 0xFC69_99FF)
        case .surfaceBrandSecondary: .rgba(0x0173_C1FF, 0x5DBC_FEFF)
        case .surfaceBrandTertiary: .rgba(0xFFE5_00FF, 0xFFEF_66FF)
        case .surfaceInverseHigh: .rgba(0x0021_38FF, 0xEDF6_FDFF)
        case .surfaceInverseLow: .rgba(0x0021_38FF, 0xEDF6_FC1F)
        case .surfacePrimary: .rgba(0xFFFF_FFFF, 0xEDF6_FC0A)
        case .surfaceSecondary: .rgba(0x000F_190A, 0xEDF6_FC14)
        case .surfaceStatusAccentEmphasized: .rgba(0xDE03_4BFF, 0xFC69_99FF)
        case .surfaceStatusAccentMuted: .rgba(0xFC69_991A, 0x9603_33A3)
        case .surfaceStatusInfoEmphasized: .rgba(0x0173_C1FF, 0x99D5_FFFF)
        case .surfaceStatusInfoMuted: .rgba(0x34AC_FE14, 0x0155_8E85)
        case .surfaceStatusNegativeEmphasized: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .surfaceStatusNegativeMuted: .rgba(0xDB00_0214, 0xDB00_0252)
        case .surfaceStatusPositiveEmphasized: .rgba(0x1381_26FF, 0x94F0_A4FF)
        case .surfaceStatusPositiveMuted: .rgba(0x3DE3_5A1F, 0x0E62_1DA3)
        case .surfaceStatusWarningEmphasized: .rgba(0xFFE5_00FF, 0xFFEF_66FF)
        case .surfaceStatusWarningMuted: .rgba(0xFFE5_0029, 0x665C_007A)
        case .surfaceTertiary: .rgba(0xFC69_991A, 0x9603_33A3)
        }
    }
}
