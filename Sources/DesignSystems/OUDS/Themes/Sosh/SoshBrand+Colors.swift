import OUDSThemesContract

// Semantic colours of the Sosh brand, light and dark, from `ouds-tokens.md` §2.11; nil marks a
// token the brand does not define (n/a): drawing it fails the render with a typed error.

extension SoshBrand {
    /// The Sosh semantic colour tokens.
    public static let colors = ColorSemanticTokens(brand: "Sosh") { name -> ColorSemanticValue? in
        switch name {
        case .actionDisabled: .rgba(0x000F1933, 0xEDF6FC33)
        case .actionEnabled: .rgba(0xDE034BFF, 0x5DBCFEFF)
        case .actionFocus: .rgba(0x000000FF, 0xE9EEF1FF)
        case .actionHighlighted: .rgba(0x0173C1FF, 0xE9EEF1FF)
        case .actionHover: .rgba(0x000000FF, 0xE9EEF1FF)
        case .actionLoading: .rgba(0x0173C1FF, 0xFFEF66FF)
        case .actionNegativeEnabled: .rgba(0xDB0002FF, 0xFF8081FF)
        case .actionNegativeFocus: .rgba(0xB20002FF, 0xFFB2B3FF)
        case .actionNegativeHover: .rgba(0xB20002FF, 0xFFB2B3FF)
        case .actionNegativeLoading: .rgba(0x800001FF, 0xFFE5E6FF)
        case .actionNegativePressed: .rgba(0x800001FF, 0xFFE5E6FF)
        case .actionPressed: .rgba(0x0173C1FF, 0xFFEF66FF)
        case .actionReadOnlyPrimary: .rgba(0x000000FF, 0xE9EEF1FF)
        case .actionReadOnlySecondary: .rgba(0x000F1933, 0xEDF6FC33)
        case .actionSelected: .rgba(0xDE034BFF, 0x5DBCFEFF)
        case .actionSupportDisabled: .rgba(0x000F190A, 0xEDF6FC0A)
        case .actionSupportEnabled: .rgba(0x000F190A, 0xEDF6FC0A)
        case .actionSupportFocus: .rgba(0x000F1914, 0xEDF6FC14)
        case .actionSupportHover: .rgba(0x000F1914, 0xEDF6FC14)
        case .actionSupportLoading: .rgba(0x000F191F, 0xEDF6FC1F)
        case .actionSupportPressed: .rgba(0x000F191F, 0xEDF6FC1F)
        case .actionVisited: .rgba(0x5B2F98FF, 0xA885D8FF)
        case .alwaysBlack: .rgba(0x000000FF, 0x000000FF)
        case .alwaysOnBlack: .rgba(0xE9EEF1FF, 0xE9EEF1FF)
        case .alwaysOnWhite: .rgba(0x000000FF, 0x000000FF)
        case .alwaysWhite: .rgba(0xFFFFFFFF, 0xFFFFFFFF)
        case .bgInverseHigh: .rgba(0x002138FF, 0xEDF6FDFF)
        case .bgInverseLow: .rgba(0x002138FF, 0x003051FF)
        case .bgPrimary: .rgba(0xFFFFFFFF, 0x001524FF)
        case .bgSecondary: .rgba(0xEDF6FDFF, 0x002138FF)
        case .bgTertiary: .rgba(0xFCFAE8FF, 0x221F02FF)
        case .borderBrandPrimary: .rgba(0xDE034BFF, 0xFC6999FF)
        case .borderBrandSecondary: .rgba(0x0173C1FF, 0x5DBCFEFF)
        case .borderBrandTertiary: .rgba(0xFFE500FF, 0xFFEF66FF)
        case .borderDefault: .rgba(0x000F1933, 0xEDF6FC33)
        case .borderEmphasized: .rgba(0x000000FF, 0xE9EEF1FF)
        case .borderFocus: .rgba(0x000000FF, 0xE9EEF1FF)
        case .borderFocusInset: .rgba(0xFFFFFFFF, 0x101519FF)
        case .borderMinimal: .rgba(0x000F190A, 0xEDF6FC0A)
        case .borderMuted: .rgba(0x000F1914, 0xEDF6FC14)
        case .borderOnBrandPrimary: .rgba(0xFFFFFFFF, 0x001524FF)
        case .borderOnBrandSecondary: .rgba(0xFFFFFFFF, 0x001524FF)
        case .borderOnBrandTertiary: .rgba(0x000000FF, 0x001524FF)
        case .borderStatusAccent: .rgba(0xDE034BFF, 0xFC6999FF)
        case .borderStatusInfo: .rgba(0x0173C1FF, 0x99D5FFFF)
        case .borderStatusNegative: .rgba(0xDB0002FF, 0xFF8081FF)
        case .borderStatusPositive: .rgba(0x138126FF, 0x94F0A4FF)
        case .borderStatusWarning: .rgba(0xFFE500FF, 0xFFEF66FF)
        case .contentBrandPrimary: .rgba(0xDE034BFF, 0xFC6999FF)
        case .contentBrandSecondary: .rgba(0x0173C1FF, 0x5DBCFEFF)
        case .contentBrandTertiary: .rgba(0xFFE500FF, 0xFFEF66FF)
        case .contentDefault: .rgba(0x000000FF, 0xE9EEF1FF)
        case .contentDisabled: .rgba(0x000F1933, 0xEDF6FC33)
        case .contentInverse: .rgba(0xFFFFFFFF, 0x000000FF)
        case .contentMuted: .rgba(0x000F19B8, 0xEDF6FCA3)
        case .contentOnActionDisabled: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnActionEnabled: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnActionFocus: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnActionHighlighted: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnActionHover: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnActionLoading: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnActionPressed: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnActionSelected: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnBrandPrimary: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnBrandSecondary: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnBrandTertiary: .rgba(0x000000FF, 0x001524FF)
        case .contentOnStatusAccentEmphasized: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnStatusAccentMuted: .rgba(0x000000FF, 0xE9EEF1FF)
        case .contentOnStatusInfoEmphasized: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnStatusInfoMuted: .rgba(0x000000FF, 0xE9EEF1FF)
        case .contentOnStatusNegativeEmphasized: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnStatusNegativeMuted: .rgba(0x000000FF, 0xE9EEF1FF)
        case .contentOnStatusPositiveEmphasized: .rgba(0xFFFFFFFF, 0x001524FF)
        case .contentOnStatusPositiveMuted: .rgba(0x000000FF, 0xE9EEF1FF)
        case .contentOnStatusWarningEmphasized: .rgba(0x000000FF, 0x001524FF)
        case .contentOnStatusWarningMuted: .rgba(0x000000FF, 0xE9EEF1FF)
        case .contentStatusAccent: .rgba(0xDE034BFF, 0xFC6999FF)
        case .contentStatusInfo: .rgba(0x0173C1FF, 0x99D5FFFF)
        case .contentStatusNegative: .rgba(0xDB0002FF, 0xFF8081FF)
        case .contentStatusPositive: .rgba(0x138126FF, 0x94F0A4FF)
        case .contentStatusWarning: .rgba(0x7A6E00FF, 0xFFEF66FF)
        case .opacityLower: .rgba(0x000F1914, 0xEDF6FC14)
        case .opacityLowest: .rgba(0x000F190A, 0xEDF6FC0A)
        case .opacityTransparent: .rgba(0x000F1900, 0xEDF6FC00)
        case .overlayBackdrop: .rgba(0x000F19B8, 0x000F19B8)
        case .overlayDrag: .rgba(0x000F190A, 0xEDF6FC14)
        case .overlayDropdown: .rgba(0xFFFFFFFF, 0x2F404BFF)
        case .overlayModalSheet: .rgba(0xFFFFFFFF, 0x002742FF)
        case .overlayTooltip: .rgba(0x1F2B32FF, 0x2F404BFF)
        case .repositoryAccentHigh: nil
        case .repositoryAccentHigher: nil
        case .repositoryAccentHighest: .rgba(0x640222FF, 0x640222FF)
        case .repositoryAccentLow: .rgba(0xFC6999FF, 0xFC6999FF)
        case .repositoryAccentLower: nil
        case .repositoryAccentLowest: .rgba(0xFFE6EEFF, 0xFFE6EEFF)
        case .repositoryAccentMedium: .rgba(0xDE034BFF, 0xDE034BFF)
        case .repositoryInfoHigh: .rgba(0x0173C1FF, 0x0173C1FF)
        case .repositoryInfoHigher: nil
        case .repositoryInfoHighest: nil
        case .repositoryInfoLow: .rgba(0x99D5FFFF, 0x99D5FFFF)
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
        case .repositoryNeutralEmphasizedHigh: .rgba(0x1F2B32FF, 0x1F2B32FF)
        case .repositoryNeutralEmphasizedHigher: .rgba(0x182026FF, 0x182026FF)
        case .repositoryNeutralEmphasizedHighest: .rgba(0x101519FF, 0x101519FF)
        case .repositoryNeutralEmphasizedLow: .rgba(0x2F404BFF, 0x2F404BFF)
        case .repositoryNeutralEmphasizedLower: nil
        case .repositoryNeutralEmphasizedLowest: nil
        case .repositoryNeutralEmphasizedMedium: .rgba(0x27353FFF, 0x27353FFF)
        case .repositoryNeutralMutedHigh: nil
        case .repositoryNeutralMutedHigher: nil
        case .repositoryNeutralMutedHighest: nil
        case .repositoryNeutralMutedLow: nil
        case .repositoryNeutralMutedLower: .rgba(0xE9EEF1FF, 0xE9EEF1FF)
        case .repositoryNeutralMutedLowest: .rgba(0xF7F9FAFF, 0xF7F9FAFF)
        case .repositoryNeutralMutedMedium: nil
        case .repositoryNeutralMutedWhite: .rgba(0xFFFFFFFF, 0xFFFFFFFF)
        case .repositoryOpacityAccentLow: .rgba(0xFC69991A, 0xFC69991A)
        case .repositoryOpacityAccentMedium: .rgba(0x960333A3, 0x960333A3)
        case .repositoryOpacityBlackHigh: .rgba(0x000F1985, 0x000F1985)
        case .repositoryOpacityBlackHigher: .rgba(0x000F19B8, 0x000F19B8)
        case .repositoryOpacityBlackHighest: .rgba(0x000F19EB, 0x000F19EB)
        case .repositoryOpacityBlackLow: .rgba(0x000F191F, 0x000F191F)
        case .repositoryOpacityBlackLower: .rgba(0x000F1914, 0x000F1914)
        case .repositoryOpacityBlackLowest: .rgba(0x000F190A, 0x000F190A)
        case .repositoryOpacityBlackMedium: .rgba(0x000F1947, 0x000F1947)
        case .repositoryOpacityBlackMediumHigh: .rgba(0x000F1970, 0x000F1970)
        case .repositoryOpacityBlackMediumLow: .rgba(0x000F1933, 0x000F1933)
        case .repositoryOpacityBlackTransparent: .rgba(0x000F1900, 0x000F1900)
        case .repositoryOpacityInfoLow: .rgba(0x34ACFE14, 0x34ACFE14)
        case .repositoryOpacityInfoMedium: .rgba(0x01558E85, 0x01558E85)
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
        case .repositoryOpacityWarningLow: .rgba(0xFFE50029, 0xFFE50029)
        case .repositoryOpacityWarningMedium: .rgba(0x665C007A, 0x665C007A)
        case .repositoryOpacityWhiteHigh: .rgba(0xEDF6FCA3, 0xEDF6FCA3)
        case .repositoryOpacityWhiteHigher: .rgba(0xEDF6FCCC, 0xEDF6FCCC)
        case .repositoryOpacityWhiteHighest: .rgba(0xEDF6FCEB, 0xEDF6FCEB)
        case .repositoryOpacityWhiteLow: .rgba(0xEDF6FC1F, 0xEDF6FC1F)
        case .repositoryOpacityWhiteLower: .rgba(0xEDF6FC14, 0xEDF6FC14)
        case .repositoryOpacityWhiteLowest: .rgba(0xEDF6FC0A, 0xEDF6FC0A)
        case .repositoryOpacityWhiteMedium: .rgba(0xEDF6FC70, 0xEDF6FC70)
        case .repositoryOpacityWhiteMediumLow: .rgba(0xEDF6FC33, 0xEDF6FC33)
        case .repositoryOpacityWhiteTransparent: .rgba(0xEDF6FC00, 0xEDF6FC00)
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
        case .repositoryPrimaryLow: .rgba(0xFC6999FF, 0xFC6999FF)
        case .repositoryPrimaryLower: nil
        case .repositoryPrimaryLowest: nil
        case .repositoryPrimaryMedium: .rgba(0xDE034BFF, 0xDE034BFF)
        case .repositorySecondaryHigh: .rgba(0x003051FF, 0x003051FF)
        case .repositorySecondaryHigherHigh: .rgba(0x002138FF, 0x002138FF)
        case .repositorySecondaryHigherLow: .rgba(0x002742FF, 0x002742FF)
        case .repositorySecondaryHighest: .rgba(0x001524FF, 0x001524FF)
        case .repositorySecondaryLow: .rgba(0x0173C1FF, 0x0173C1FF)
        case .repositorySecondaryLower: .rgba(0x5DBCFEFF, 0x5DBCFEFF)
        case .repositorySecondaryLowest: .rgba(0xEDF6FDFF, 0xEDF6FDFF)
        case .repositorySecondaryMedium: .rgba(0x01558EFF, 0x01558EFF)
        case .repositoryTertiaryHigh: nil
        case .repositoryTertiaryHigher: nil
        case .repositoryTertiaryHighest: .rgba(0x221F02FF, 0x221F02FF)
        case .repositoryTertiaryLow: .rgba(0xFFEF66FF, 0xFFEF66FF)
        case .repositoryTertiaryLower: nil
        case .repositoryTertiaryLowest: .rgba(0xFCFAE8FF, 0xFCFAE8FF)
        case .repositoryTertiaryMedium: .rgba(0xFFE500FF, 0xFFE500FF)
        case .repositoryWarningHigh: .rgba(0x7A6E00FF, 0x7A6E00FF)
        case .repositoryWarningHigher: nil
        case .repositoryWarningHighest: nil
        case .repositoryWarningLow: .rgba(0xFFEF66FF, 0xFFEF66FF)
        case .repositoryWarningLower: nil
        case .repositoryWarningLowest: nil
        case .repositoryWarningMedium: .rgba(0xFFE500FF, 0xFFE500FF)
        case .surfaceBrandPrimary: .rgba(0xDE034BFF, 0xFC6999FF)
        case .surfaceBrandSecondary: .rgba(0x0173C1FF, 0x5DBCFEFF)
        case .surfaceBrandTertiary: .rgba(0xFFE500FF, 0xFFEF66FF)
        case .surfaceInverseHigh: .rgba(0x002138FF, 0xEDF6FDFF)
        case .surfaceInverseLow: .rgba(0x002138FF, 0xEDF6FC1F)
        case .surfacePrimary: .rgba(0xFFFFFFFF, 0xEDF6FC0A)
        case .surfaceSecondary: .rgba(0x000F190A, 0xEDF6FC14)
        case .surfaceStatusAccentEmphasized: .rgba(0xDE034BFF, 0xFC6999FF)
        case .surfaceStatusAccentMuted: .rgba(0xFC69991A, 0x960333A3)
        case .surfaceStatusInfoEmphasized: .rgba(0x0173C1FF, 0x99D5FFFF)
        case .surfaceStatusInfoMuted: .rgba(0x34ACFE14, 0x01558E85)
        case .surfaceStatusNegativeEmphasized: .rgba(0xDB0002FF, 0xFF8081FF)
        case .surfaceStatusNegativeMuted: .rgba(0xDB000214, 0xDB000252)
        case .surfaceStatusPositiveEmphasized: .rgba(0x138126FF, 0x94F0A4FF)
        case .surfaceStatusPositiveMuted: .rgba(0x3DE35A1F, 0x0E621DA3)
        case .surfaceStatusWarningEmphasized: .rgba(0xFFE500FF, 0xFFEF66FF)
        case .surfaceStatusWarningMuted: .rgba(0xFFE50029, 0x665C007A)
        case .surfaceTertiary: .rgba(0xFC69991A, 0x960333A3)
        }
    }
}
