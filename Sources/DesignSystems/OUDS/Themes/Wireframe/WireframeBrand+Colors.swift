import OUDSThemesContract

// Semantic colours of the Wireframe brand, light and dark, from `ouds-tokens.md` §2.11; nil marks a
// token the brand does not define (n/a): drawing it fails the render with a typed error.

extension WireframeBrand {
    /// The Wireframe semantic colour tokens.
    public static let colors = ColorSemanticTokens(brand: "Wireframe") { name -> ColorSemanticValue? in
        switch name {
        case .actionDisabled: .rgba(0x05052E33, 0xEFF5FF33)
        case .actionEnabled: .rgba(0x2055E5FF, 0x96C1FAFF)
        case .actionFocus: .rgba(0x223CABFF, 0xC1D8FCFF)
        case .actionHighlighted: .rgba(0x223CABFF, 0xE9ECF1FF)
        case .actionHover: .rgba(0x223CABFF, 0xC1D8FCFF)
        case .actionLoading: .rgba(0x213787FF, 0xDCE9FDFF)
        case .actionNegativeEnabled: .rgba(0xDB0002FF, 0xFF8081FF)
        case .actionNegativeFocus: .rgba(0xB20002FF, 0xFFB2B3FF)
        case .actionNegativeHover: .rgba(0xB20002FF, 0xFFB2B3FF)
        case .actionNegativeLoading: .rgba(0x800001FF, 0xFFE5E6FF)
        case .actionNegativePressed: .rgba(0x800001FF, 0xFFE5E6FF)
        case .actionPressed: .rgba(0x213787FF, 0xDCE9FDFF)
        case .actionReadOnlyPrimary: .rgba(0x223CABFF, 0xC1D8FCFF)
        case .actionReadOnlySecondary: .rgba(0x05052E33, 0xEFF5FF33)
        case .actionSelected: .rgba(0x2055E5FF, 0x96C1FAFF)
        case .actionSupportDisabled: .rgba(0x05052E0A, 0xEFF5FF0A)
        case .actionSupportEnabled: .rgba(0x05052E0A, 0xEFF5FF0A)
        case .actionSupportFocus: .rgba(0x05052E14, 0xEFF5FF14)
        case .actionSupportHover: .rgba(0x05052E14, 0xEFF5FF14)
        case .actionSupportLoading: .rgba(0x05052E1F, 0xEFF5FF1F)
        case .actionSupportPressed: .rgba(0x05052E1F, 0xEFF5FF1F)
        case .actionVisited: .rgba(0x5B2F98FF, 0xA885D8FF)
        case .alwaysBlack: .rgba(0x08090DFF, 0x08090DFF)
        case .alwaysOnBlack: .rgba(0xE9ECF1FF, 0xE9ECF1FF)
        case .alwaysOnWhite: .rgba(0x08090DFF, 0x08090DFF)
        case .alwaysWhite: .rgba(0xFFFFFFFF, 0xFFFFFFFF)
        case .bgInverseHigh: .rgba(0x181C26FF, 0xE9ECF1FF)
        case .bgInverseLow: .rgba(0x181C26FF, 0x1F2632FF)
        case .bgPrimary: .rgba(0xFFFFFFFF, 0x101319FF)
        case .bgSecondary: .rgba(0xF7F8FAFF, 0x181C26FF)
        case .bgTertiary: .rgba(0xFFF1F1FF, 0x380513FF)
        case .borderBrandPrimary: .rgba(0x2055E5FF, 0x96C1FAFF)
        case .borderBrandSecondary: .rgba(0xDB2345FF, 0xF66F7DFF)
        case .borderBrandTertiary: nil
        case .borderDefault: .rgba(0x05052E33, 0xEFF5FF33)
        case .borderEmphasized: .rgba(0x08090DFF, 0xE9ECF1FF)
        case .borderFocus: .rgba(0x213787FF, 0xDCE9FDFF)
        case .borderFocusInset: .rgba(0xFFFFFFFF, 0x101319FF)
        case .borderMinimal: .rgba(0x05052E0A, 0xEFF5FF0A)
        case .borderMuted: .rgba(0x05052E14, 0xEFF5FF14)
        case .borderOnBrandPrimary: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .borderOnBrandSecondary: nil
        case .borderOnBrandTertiary: nil
        case .borderStatusAccent: .rgba(0xDB2345FF, 0xFA9EA6FF)
        case .borderStatusInfo: .rgba(0x0073B2FF, 0x8AD5FFFF)
        case .borderStatusNegative: .rgba(0xDB0002FF, 0xFF8081FF)
        case .borderStatusPositive: .rgba(0x138126FF, 0x94F0A4FF)
        case .borderStatusWarning: .rgba(0xFFD000FF, 0xFFE270FF)
        case .contentBrandPrimary: .rgba(0x2055E5FF, 0x96C1FAFF)
        case .contentBrandSecondary: .rgba(0xDB2345FF, 0xF66F7DFF)
        case .contentBrandTertiary: nil
        case .contentDefault: .rgba(0x08090DFF, 0xE9ECF1FF)
        case .contentDisabled: .rgba(0x05052E33, 0xEFF5FF33)
        case .contentInverse: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentMuted: .rgba(0x05052EAD, 0xEFF5FFA3)
        case .contentOnActionDisabled: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnActionEnabled: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnActionFocus: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnActionHighlighted: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnActionHover: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnActionLoading: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnActionPressed: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnActionSelected: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnBrandPrimary: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnBrandSecondary: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnBrandTertiary: nil
        case .contentOnStatusAccentEmphasized: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnStatusAccentMuted: .rgba(0x08090DFF, 0xE9ECF1FF)
        case .contentOnStatusInfoEmphasized: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnStatusInfoMuted: .rgba(0x08090DFF, 0xE9ECF1FF)
        case .contentOnStatusNegativeEmphasized: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnStatusNegativeMuted: .rgba(0x08090DFF, 0xE9ECF1FF)
        case .contentOnStatusPositiveEmphasized: .rgba(0xFFFFFFFF, 0x08090DFF)
        case .contentOnStatusPositiveMuted: .rgba(0x08090DFF, 0xE9ECF1FF)
        case .contentOnStatusWarningEmphasized: .rgba(0x08090DFF, 0x08090DFF)
        case .contentOnStatusWarningMuted: .rgba(0x08090DFF, 0xE9ECF1FF)
        case .contentStatusAccent: .rgba(0xDB2345FF, 0xFA9EA6FF)
        case .contentStatusInfo: .rgba(0x0073B2FF, 0x8AD5FFFF)
        case .contentStatusNegative: .rgba(0xDB0002FF, 0xFF8081FF)
        case .contentStatusPositive: .rgba(0x138126FF, 0x94F0A4FF)
        case .contentStatusWarning: .rgba(0x856A00FF, 0xFFE270FF)
        case .opacityLower: .rgba(0x05052E14, 0xEFF5FF14)
        case .opacityLowest: .rgba(0x05052E0A, 0xEFF5FF0A)
        case .opacityTransparent: .rgba(0x05052E00, 0xEFF5FF00)
        case .overlayBackdrop: .rgba(0x05052EAD, 0x05052EAD)
        case .overlayDrag: .rgba(0x05052E0A, 0xEFF5FF14)
        case .overlayDropdown: .rgba(0xFFFFFFFF, 0x2F384BFF)
        case .overlayModalSheet: .rgba(0xFFFFFFFF, 0x1F2632FF)
        case .overlayTooltip: .rgba(0x1F2632FF, 0x2F384BFF)
        case .repositoryAccentHigh: nil
        case .repositoryAccentHigher: .rgba(0x681229FF, 0x681229FF)
        case .repositoryAccentHighest: .rgba(0x380513FF, 0x380513FF)
        case .repositoryAccentLow: .rgba(0xFA9EA6FF, 0xFA9EA6FF)
        case .repositoryAccentLower: nil
        case .repositoryAccentLowest: .rgba(0xFFF1F1FF, 0xFFF1F1FF)
        case .repositoryAccentMedium: .rgba(0xDB2345FF, 0xDB2345FF)
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
        case .repositoryNeutralEmphasizedBlack: .rgba(0x08090DFF, 0x08090DFF)
        case .repositoryNeutralEmphasizedHigh: .rgba(0x1F2632FF, 0x1F2632FF)
        case .repositoryNeutralEmphasizedHigher: .rgba(0x181C26FF, 0x181C26FF)
        case .repositoryNeutralEmphasizedHighest: .rgba(0x101319FF, 0x101319FF)
        case .repositoryNeutralEmphasizedLow: .rgba(0x2F384BFF, 0x2F384BFF)
        case .repositoryNeutralEmphasizedLower: nil
        case .repositoryNeutralEmphasizedLowest: nil
        case .repositoryNeutralEmphasizedMedium: .rgba(0x272F3FFF, 0x272F3FFF)
        case .repositoryNeutralMutedHigh: nil
        case .repositoryNeutralMutedHigher: nil
        case .repositoryNeutralMutedHighest: nil
        case .repositoryNeutralMutedLow: nil
        case .repositoryNeutralMutedLower: .rgba(0xE9ECF1FF, 0xE9ECF1FF)
        case .repositoryNeutralMutedLowest: .rgba(0xF7F8FAFF, 0xF7F8FAFF)
        case .repositoryNeutralMutedMedium: nil
        case .repositoryNeutralMutedWhite: .rgba(0xFFFFFFFF, 0xFFFFFFFF)
        case .repositoryOpacityAccentLow: .rgba(0xDB234514, 0xDB234514)
        case .repositoryOpacityAccentMedium: .rgba(0x8E1532AD, 0x8E1532AD)
        case .repositoryOpacityBlackHigh: .rgba(0x05052E85, 0x05052E85)
        case .repositoryOpacityBlackHigher: .rgba(0x05052EAD, 0x05052EAD)
        case .repositoryOpacityBlackHighest: .rgba(0x05052EEB, 0x05052EEB)
        case .repositoryOpacityBlackLow: .rgba(0x05052E1F, 0x05052E1F)
        case .repositoryOpacityBlackLower: .rgba(0x05052E14, 0x05052E14)
        case .repositoryOpacityBlackLowest: .rgba(0x05052E0A, 0x05052E0A)
        case .repositoryOpacityBlackMedium: .rgba(0x05052E47, 0x05052E47)
        case .repositoryOpacityBlackMediumHigh: .rgba(0x05052E70, 0x05052E70)
        case .repositoryOpacityBlackMediumLow: .rgba(0x05052E33, 0x05052E33)
        case .repositoryOpacityBlackTransparent: .rgba(0x05052E00, 0x05052E00)
        case .repositoryOpacityInfoLow: .rgba(0x26B2FF14, 0x26B2FF14)
        case .repositoryOpacityInfoMedium: .rgba(0x00598A85, 0x00598A85)
        case .repositoryOpacityNegativeLow: .rgba(0xDB000214, 0xDB000214)
        case .repositoryOpacityNegativeMedium: .rgba(0xDB000252, 0xDB000252)
        case .repositoryOpacityPositiveLow: .rgba(0x3DE35A1F, 0x3DE35A1F)
        case .repositoryOpacityPositiveMedium: .rgba(0x0E621DA3, 0x0E621DA3)
        case .repositoryOpacityPrimaryHigh: .rgba(0x2055E58F, 0x2055E58F)
        case .repositoryOpacityPrimaryHigher: .rgba(0x2055E5AD, 0x2055E5AD)
        case .repositoryOpacityPrimaryHighest: nil
        case .repositoryOpacityPrimaryLow: .rgba(0x2055E55C, 0x2055E55C)
        case .repositoryOpacityPrimaryLower: .rgba(0x2055E533, 0x2055E533)
        case .repositoryOpacityPrimaryLowest: .rgba(0x2055E514, 0x2055E514)
        case .repositoryOpacityPrimaryMedium: .rgba(0x2055E566, 0x2055E566)
        case .repositoryOpacityPrimaryTransparent: nil
        case .repositoryOpacityWarningLow: .rgba(0xFFD00029, 0xFFD00029)
        case .repositoryOpacityWarningMedium: .rgba(0x6651007A, 0x6651007A)
        case .repositoryOpacityWhiteHigh: .rgba(0xEFF5FFA3, 0xEFF5FFA3)
        case .repositoryOpacityWhiteHigher: .rgba(0xEFF5FFCC, 0xEFF5FFCC)
        case .repositoryOpacityWhiteHighest: .rgba(0xEFF5FFEB, 0xEFF5FFEB)
        case .repositoryOpacityWhiteLow: .rgba(0xEFF5FF1F, 0xEFF5FF1F)
        case .repositoryOpacityWhiteLower: .rgba(0xEFF5FF14, 0xEFF5FF14)
        case .repositoryOpacityWhiteLowest: .rgba(0xEFF5FF0A, 0xEFF5FF0A)
        case .repositoryOpacityWhiteMedium: .rgba(0xEFF5FF70, 0xEFF5FF70)
        case .repositoryOpacityWhiteMediumLow: .rgba(0xEFF5FF33, 0xEFF5FF33)
        case .repositoryOpacityWhiteTransparent: .rgba(0xEFF5FF00, 0xEFF5FF00)
        case .repositoryPositiveHigh: .rgba(0x17A02FFF, 0x17A02FFF)
        case .repositoryPositiveHigher: .rgba(0x138126FF, 0x138126FF)
        case .repositoryPositiveHighest: nil
        case .repositoryPositiveLow: .rgba(0x94F0A4FF, 0x94F0A4FF)
        case .repositoryPositiveLower: nil
        case .repositoryPositiveLowest: nil
        case .repositoryPositiveMedium: .rgba(0x1ECD3CFF, 0x1ECD3CFF)
        case .repositoryPrimaryHigh: .rgba(0x223CABFF, 0x223CABFF)
        case .repositoryPrimaryHigher: .rgba(0x213787FF, 0x213787FF)
        case .repositoryPrimaryHighest: .rgba(0x1F2D6BFF, 0x1F2D6BFF)
        case .repositoryPrimaryLow: .rgba(0x96C1FAFF, 0x96C1FAFF)
        case .repositoryPrimaryLower: .rgba(0xC1D8FCFF, 0xC1D8FCFF)
        case .repositoryPrimaryLowest: .rgba(0xDCE9FDFF, 0xDCE9FDFF)
        case .repositoryPrimaryMedium: .rgba(0x2055E5FF, 0x2055E5FF)
        case .repositorySecondaryHigh: .rgba(0xB81839FF, 0xB81839FF)
        case .repositorySecondaryHigherHigh: .rgba(0x8E1532FF, 0x8E1532FF)
        case .repositorySecondaryHigherLow: .rgba(0x8E1532FF, 0x8E1532FF)
        case .repositorySecondaryHighest: nil
        case .repositorySecondaryLow: .rgba(0xF66F7DFF, 0xF66F7DFF)
        case .repositorySecondaryLower: .rgba(0xFA9EA6FF, 0xFA9EA6FF)
        case .repositorySecondaryLowest: .rgba(0xFCCFD2FF, 0xFCCFD2FF)
        case .repositorySecondaryMedium: .rgba(0xDB2345FF, 0xDB2345FF)
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
        case .surfaceBrandPrimary: .rgba(0x2055E5FF, 0x96C1FAFF)
        case .surfaceBrandSecondary: .rgba(0xDB2345FF, 0xF66F7DFF)
        case .surfaceBrandTertiary: nil
        case .surfaceInverseHigh: .rgba(0x1F2632FF, 0xE9ECF1FF)
        case .surfaceInverseLow: .rgba(0x1F2632FF, 0xEFF5FF1F)
        case .surfacePrimary: .rgba(0xFFFFFFFF, 0xEFF5FF0A)
        case .surfaceSecondary: .rgba(0x05052E0A, 0xEFF5FF14)
        case .surfaceStatusAccentEmphasized: .rgba(0xDB2345FF, 0xFA9EA6FF)
        case .surfaceStatusAccentMuted: .rgba(0xDB234514, 0x8E1532AD)
        case .surfaceStatusInfoEmphasized: .rgba(0x0073B2FF, 0x8AD5FFFF)
        case .surfaceStatusInfoMuted: .rgba(0x26B2FF14, 0x00598A85)
        case .surfaceStatusNegativeEmphasized: .rgba(0xDB0002FF, 0xFF8081FF)
        case .surfaceStatusNegativeMuted: .rgba(0xDB000214, 0xDB000252)
        case .surfaceStatusPositiveEmphasized: .rgba(0x138126FF, 0x94F0A4FF)
        case .surfaceStatusPositiveMuted: .rgba(0x3DE35A1F, 0x0E621DA3)
        case .surfaceStatusWarningEmphasized: .rgba(0xFFD000FF, 0xFFE270FF)
        case .surfaceStatusWarningMuted: .rgba(0xFFD00029, 0x6651007A)
        case .surfaceTertiary: .rgba(0xDB234514, 0x8E1532AD)
        }
    }
}
