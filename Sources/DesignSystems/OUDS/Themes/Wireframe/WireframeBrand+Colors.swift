import OUDSThemesContract

// Semantic colours of the Wireframe brand, light and dark, from `ouds-tokens.md` §2.11; nil marks a
// token the brand does not define (n/a): drawing it fails the render with a typed error.

extension WireframeBrand {
    /// The Wireframe semantic colour tokens.
    public static let colors = ColorSemanticTokens(brand: "Wireframe") { name -> ColorSemanticValue? in
        switch name {
        case .actionDisabled: .rgba(0x0505_2E33, 0xEFF5_FF33)
        case .actionEnabled: .rgba(0x2055_E5FF, 0x96C1_FAFF)
        case .actionFocus: .rgba(0x223C_ABFF, 0xC1D8_FCFF)
        case .actionHighlighted: .rgba(0x223C_ABFF, 0xE9EC_F1FF)
        case .actionHover: .rgba(0x223C_ABFF, 0xC1D8_FCFF)
        case .actionLoading: .rgba(0x2137_87FF, 0xDCE9_FDFF)
        case .actionNegativeEnabled: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .actionNegativeFocus: .rgba(0xB200_02FF, 0xFFB2_B3FF)
        case .actionNegativeHover: .rgba(0xB200_02FF, 0xFFB2_B3FF)
        case .actionNegativeLoading: .rgba(0x8000_01FF, 0xFFE5_E6FF)
        case .actionNegativePressed: .rgba(0x8000_01FF, 0xFFE5_E6FF)
        case .actionPressed: .rgba(0x2137_87FF, 0xDCE9_FDFF)
        case .actionReadOnlyPrimary: .rgba(0x223C_ABFF, 0xC1D8_FCFF)
        case .actionReadOnlySecondary: .rgba(0x0505_2E33, 0xEFF5_FF33)
        case .actionSelected: .rgba(0x2055_E5FF, 0x96C1_FAFF)
        case .actionSupportDisabled: .rgba(0x0505_2E0A, 0xEFF5_FF0A)
        case .actionSupportEnabled: .rgba(0x0505_2E0A, 0xEFF5_FF0A)
        case .actionSupportFocus: .rgba(0x0505_2E14, 0xEFF5_FF14)
        case .actionSupportHover: .rgba(0x0505_2E14, 0xEFF5_FF14)
        case .actionSupportLoading: .rgba(0x0505_2E1F, 0xEFF5_FF1F)
        case .actionSupportPressed: .rgba(0x0505_2E1F, 0xEFF5_FF1F)
        case .actionVisited: .rgba(0x5B2F_98FF, 0xA885_D8FF)
        case .alwaysBlack: .rgba(0x0809_0DFF, 0x0809_0DFF)
        case .alwaysOnBlack: .rgba(0xE9EC_F1FF, 0xE9EC_F1FF)
        case .alwaysOnWhite: .rgba(0x0809_0DFF, 0x0809_0DFF)
        case .alwaysWhite: .rgba(0xFFFF_FFFF, 0xFFFF_FFFF)
        case .bgInverseHigh: .rgba(0x181C_26FF, 0xE9EC_F1FF)
        case .bgInverseLow: .rgba(0x181C_26FF, 0x1F26_32FF)
        case .bgPrimary: .rgba(0xFFFF_FFFF, 0x1013_19FF)
        case .bgSecondary: .rgba(0xF7F8_FAFF, 0x181C_26FF)
        case .bgTertiary: .rgba(0xFFF1_F1FF, 0x3805_13FF)
        case .borderBrandPrimary: .rgba(0x2055_E5FF, 0x96C1_FAFF)
        case .borderBrandSecondary: .rgba(0xDB23_45FF, 0xF66F_7DFF)
        case .borderBrandTertiary: nil
        case .borderDefault: .rgba(0x0505_2E33, 0xEFF5_FF33)
        case .borderEmphasized: .rgba(0x0809_0DFF, 0xE9EC_F1FF)
        case .borderFocus: .rgba(0x2137_87FF, 0xDCE9_FDFF)
        case .borderFocusInset: .rgba(0xFFFF_FFFF, 0x1013_19FF)
        case .borderMinimal: .rgba(0x0505_2E0A, 0xEFF5_FF0A)
        case .borderMuted: .rgba(0x0505_2E14, 0xEFF5_FF14)
        case .borderOnBrandPrimary: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .borderOnBrandSecondary: nil
        case .borderOnBrandTertiary: nil
        case .borderStatusAccent: .rgba(0xDB23_45FF, 0xFA9E_A6FF)
        case .borderStatusInfo: .rgba(0x0073_B2FF, 0x8AD5_FFFF)
        case .borderStatusNegative: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .borderStatusPositive: .rgba(0x1381_26FF, 0x94F0_A4FF)
        case .borderStatusWarning: .rgba(0xFFD0_00FF, 0xFFE2_70FF)
        case .contentBrandPrimary: .rgba(0x2055_E5FF, 0x96C1_FAFF)
        case .contentBrandSecondary: .rgba(0xDB23_45FF, 0xF66F_7DFF)
        case .contentBrandTertiary: nil
        case .contentDefault: .rgba(0x0809_0DFF, 0xE9EC_F1FF)
        case .contentDisabled: .rgba(0x0505_2E33, 0xEFF5_FF33)
        case .contentInverse: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentMuted: .rgba(0x0505_2EAD, 0xEFF5_FFA3)
        case .contentOnActionDisabled: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnActionEnabled: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnActionFocus: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnActionHighlighted: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnActionHover: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnActionLoading: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnActionPressed: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnActionSelected: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnBrandPrimary: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnBrandSecondary: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnBrandTertiary: nil
        case .contentOnStatusAccentEmphasized: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnStatusAccentMuted: .rgba(0x0809_0DFF, 0xE9EC_F1FF)
        case .contentOnStatusInfoEmphasized: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnStatusInfoMuted: .rgba(0x0809_0DFF, 0xE9EC_F1FF)
        case .contentOnStatusNegativeEmphasized: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnStatusNegativeMuted: .rgba(0x0809_0DFF, 0xE9EC_F1FF)
        case .contentOnStatusPositiveEmphasized: .rgba(0xFFFF_FFFF, 0x0809_0DFF)
        case .contentOnStatusPositiveMuted: .rgba(0x0809_0DFF, 0xE9EC_F1FF)
        case .contentOnStatusWarningEmphasized: .rgba(0x0809_0DFF, 0x0809_0DFF)
        case .contentOnStatusWarningMuted: .rgba(0x0809_0DFF, 0xE9EC_F1FF)
        case .contentStatusAccent: .rgba(0xDB23_45FF, 0xFA9E_A6FF)
        case .contentStatusInfo: .rgba(0x0073_B2FF, 0x8AD5_FFFF)
        case .contentStatusNegative: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .contentStatusPositive: .rgba(0x1381_26FF, 0x94F0_A4FF)
        case .contentStatusWarning: .rgba(0x856A_00FF, 0xFFE2_70FF)
        case .opacityLower: .rgba(0x0505_2E14, 0xEFF5_FF14)
        case .opacityLowest: .rgba(0x0505_2E0A, 0xEFF5_FF0A)
        case .opacityTransparent: .rgba(0x0505_2E00, 0xEFF5_FF00)
        case .overlayBackdrop: .rgba(0x0505_2EAD, 0x0505_2EAD)
        case .overlayDrag: .rgba(0x0505_2E0A, 0xEFF5_FF14)
        case .overlayDropdown: .rgba(0xFFFF_FFFF, 0x2F38_4BFF)
        case .overlayModalSheet: .rgba(0xFFFF_FFFF, 0x1F26_32FF)
        case .overlayTooltip: .rgba(0x1F26_32FF, 0x2F38_4BFF)
        case .repositoryAccentHigh: nil
        case .repositoryAccentHigher: .rgba(0x6812_29FF, 0x6812_29FF)
        case .repositoryAccentHighest: .rgba(0x3805_13FF, 0x3805_13FF)
        case .repositoryAccentLow: .rgba(0xFA9E_A6FF, 0xFA9E_A6FF)
        case .repositoryAccentLower: nil
        case .repositoryAccentLowest: .rgba(0xFFF1_F1FF, 0xFFF1_F1FF)
        case .repositoryAccentMedium: .rgba(0xDB23_45FF, 0xDB23_45FF)
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
        case .repositoryNeutralEmphasizedBlack: .rgba(0x0809_0DFF, 0x0809_0DFF)
        case .repositoryNeutralEmphasizedHigh: .rgba(0x1F26_32FF, 0x1F26_32FF)
        case .repositoryNeutralEmphasizedHigher: .rgba(0x181C_26FF, 0x181C_26FF)
        case .repositoryNeutralEmphasizedHighest: .rgba(0x1013_19FF, 0x1013_19FF)
        case .repositoryNeutralEmphasizedLow: .rgba(0x2F38_4BFF, 0x2F38_4BFF)
        case .repositoryNeutralEmphasizedLower: nil
        case .repositoryNeutralEmphasizedLowest: nil
        case .repositoryNeutralEmphasizedMedium: .rgba(0x272F_3FFF, 0x272F_3FFF)
        case .repositoryNeutralMutedHigh: nil
        case .repositoryNeutralMutedHigher: nil
        case .repositoryNeutralMutedHighest: nil
        case .repositoryNeutralMutedLow: nil
        case .repositoryNeutralMutedLower: .rgba(0xE9EC_F1FF, 0xE9EC_F1FF)
        case .repositoryNeutralMutedLowest: .rgba(0xF7F8_FAFF, 0xF7F8_FAFF)
        case .repositoryNeutralMutedMedium: nil
        case .repositoryNeutralMutedWhite: .rgba(0xFFFF_FFFF, 0xFFFF_FFFF)
        case .repositoryOpacityAccentLow: .rgba(0xDB23_4514, 0xDB23_4514)
        case .repositoryOpacityAccentMedium: .rgba(0x8E15_32AD, 0x8E15_32AD)
        case .repositoryOpacityBlackHigh: .rgba(0x0505_2E85, 0x0505_2E85)
        case .repositoryOpacityBlackHigher: .rgba(0x0505_2EAD, 0x0505_2EAD)
        case .repositoryOpacityBlackHighest: .rgba(0x0505_2EEB, 0x0505_2EEB)
        case .repositoryOpacityBlackLow: .rgba(0x0505_2E1F, 0x0505_2E1F)
        case .repositoryOpacityBlackLower: .rgba(0x0505_2E14, 0x0505_2E14)
        case .repositoryOpacityBlackLowest: .rgba(0x0505_2E0A, 0x0505_2E0A)
        case .repositoryOpacityBlackMedium: .rgba(0x0505_2E47, 0x0505_2E47)
        case .repositoryOpacityBlackMediumHigh: .rgba(0x0505_2E70, 0x0505_2E70)
        case .repositoryOpacityBlackMediumLow: .rgba(0x0505_2E33, 0x0505_2E33)
        case .repositoryOpacityBlackTransparent: .rgba(0x0505_2E00, 0x0505_2E00)
        case .repositoryOpacityInfoLow: .rgba(0x26B2_FF14, 0x26B2_FF14)
        case .repositoryOpacityInfoMedium: .rgba(0x0059_8A85, 0x0059_8A85)
        case .repositoryOpacityNegativeLow: .rgba(0xDB00_0214, 0xDB00_0214)
        case .repositoryOpacityNegativeMedium: .rgba(0xDB00_0252, 0xDB00_0252)
        case .repositoryOpacityPositiveLow: .rgba(0x3DE3_5A1F, 0x3DE3_5A1F)
        case .repositoryOpacityPositiveMedium: .rgba(0x0E62_1DA3, 0x0E62_1DA3)
        case .repositoryOpacityPrimaryHigh: .rgba(0x2055_E58F, 0x2055_E58F)
        case .repositoryOpacityPrimaryHigher: .rgba(0x2055_E5AD, 0x2055_E5AD)
        case .repositoryOpacityPrimaryHighest: nil
        case .repositoryOpacityPrimaryLow: .rgba(0x2055_E55C, 0x2055_E55C)
        case .repositoryOpacityPrimaryLower: .rgba(0x2055_E533, 0x2055_E533)
        case .repositoryOpacityPrimaryLowest: .rgba(0x2055_E514, 0x2055_E514)
        case .repositoryOpacityPrimaryMedium: .rgba(0x2055_E566, 0x2055_E566)
        case .repositoryOpacityPrimaryTransparent: nil
        case .repositoryOpacityWarningLow: .rgba(0xFFD0_0029, 0xFFD0_0029)
        case .repositoryOpacityWarningMedium: .rgba(0x6651_007A, 0x6651_007A)
        case .repositoryOpacityWhiteHigh: .rgba(0xEFF5_FFA3, 0xEFF5_FFA3)
        case .repositoryOpacityWhiteHigher: .rgba(0xEFF5_FFCC, 0xEFF5_FFCC)
        case .repositoryOpacityWhiteHighest: .rgba(0xEFF5_FFEB, 0xEFF5_FFEB)
        case .repositoryOpacityWhiteLow: .rgba(0xEFF5_FF1F, 0xEFF5_FF1F)
        case .repositoryOpacityWhiteLower: .rgba(0xEFF5_FF14, 0xEFF5_FF14)
        case .repositoryOpacityWhiteLowest: .rgba(0xEFF5_FF0A, 0xEFF5_FF0A)
        case .repositoryOpacityWhiteMedium: .rgba(0xEFF5_FF70, 0xEFF5_FF70)
        case .repositoryOpacityWhiteMediumLow: .rgba(0xEFF5_FF33, 0xEFF5_FF33)
        case .repositoryOpacityWhiteTransparent: .rgba(0xEFF5_FF00, 0xEFF5_FF00)
        case .repositoryPositiveHigh: .rgba(0x17A0_2FFF, 0x17A0_2FFF)
        case .repositoryPositiveHigher: .rgba(0x1381_26FF, 0x1381_26FF)
        case .repositoryPositiveHighest: nil
        case .repositoryPositiveLow: .rgba(0x94F0_A4FF, 0x94F0_A4FF)
        case .repositoryPositiveLower: nil
        case .repositoryPositiveLowest: nil
        case .repositoryPositiveMedium: .rgba(0x1ECD_3CFF, 0x1ECD_3CFF)
        case .repositoryPrimaryHigh: .rgba(0x223C_ABFF, 0x223C_ABFF)
        case .repositoryPrimaryHigher: .rgba(0x2137_87FF, 0x2137_87FF)
        case .repositoryPrimaryHighest: .rgba(0x1F2D_6BFF, 0x1F2D_6BFF)
        case .repositoryPrimaryLow: .rgba(0x96C1_FAFF, 0x96C1_FAFF)
        case .repositoryPrimaryLower: .rgba(0xC1D8_FCFF, 0xC1D8_FCFF)
        case .repositoryPrimaryLowest: .rgba(0xDCE9_FDFF, 0xDCE9_FDFF)
        case .repositoryPrimaryMedium: .rgba(0x2055_E5FF, 0x2055_E5FF)
        case .repositorySecondaryHigh: .rgba(0xB818_39FF, 0xB818_39FF)
        case .repositorySecondaryHigherHigh: .rgba(0x8E15_32FF, 0x8E15_32FF)
        case .repositorySecondaryHigherLow: .rgba(0x8E15_32FF, 0x8E15_32FF)
        case .repositorySecondaryHighest: nil
        case .repositorySecondaryLow: .rgba(0xF66F_7DFF, 0xF66F_7DFF)
        case .repositorySecondaryLower: .rgba(0xFA9E_A6FF, 0xFA9E_A6FF)
        case .repositorySecondaryLowest: .rgba(0xFCCF_D2FF, 0xFCCF_D2FF)
        case .repositorySecondaryMedium: .rgba(0xDB23_45FF, 0xDB23_45FF)
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
        case .surfaceBrandPrimary: .rgba(0x2055_E5FF, 0x96C1_FAFF)
        case .surfaceBrandSecondary: .rgba(0xDB23_45FF, 0xF66F_7DFF)
        case .surfaceBrandTertiary: nil
        case .surfaceInverseHigh: .rgba(0x1F26_32FF, 0xE9EC_F1FF)
        case .surfaceInverseLow: .rgba(0x1F26_32FF, 0xEFF5_FF1F)
        case .surfacePrimary: .rgba(0xFFFF_FFFF, 0xEFF5_FF0A)
        case .surfaceSecondary: .rgba(0x0505_2E0A, 0xEFF5_FF14)
        case .surfaceStatusAccentEmphasized: .rgba(0xDB23_45FF, 0xFA9E_A6FF)
        case .surfaceStatusAccentMuted: .rgba(0xDB23_4514, 0x8E15_32AD)
        case .surfaceStatusInfoEmphasized: .rgba(0x0073_B2FF, 0x8AD5_FFFF)
        case .surfaceStatusInfoMuted: .rgba(0x26B2_FF14, 0x0059_8A85)
        case .surfaceStatusNegativeEmphasized: .rgba(0xDB00_02FF, 0xFF80_81FF)
        case .surfaceStatusNegativeMuted: .rgba(0xDB00_0214, 0xDB00_0252)
        case .surfaceStatusPositiveEmphasized: .rgba(0x1381_26FF, 0x94F0_A4FF)
        case .surfaceStatusPositiveMuted: .rgba(0x3DE3_5A1F, 0x0E62_1DA3)
        case .surfaceStatusWarningEmphasized: .rgba(0xFFD0_00FF, 0xFFE2_70FF)
        case .surfaceStatusWarningMuted: .rgba(0xFFD0_0029, 0x6651_007A)
        case .surfaceTertiary: .rgba(0xDB23_4514, 0x8E15_32AD)
        }
    }
}
