/// Names of the semantic colour tokens (`theme.colors.<name>`), as in the OUDS token tables
/// (`ouds-tokens.md` §2.11, without the iOS `color` prefix).
public enum ColorSemanticTokenName: String, OUDSTokenName {
    /// `action…` tokens.
    case actionDisabled, actionEnabled, actionFocus, actionHighlighted, actionHover, actionLoading,
        actionNegativeEnabled, actionNegativeFocus, actionNegativeHover, actionNegativeLoading, actionNegativePressed,
        actionPressed, actionReadOnlyPrimary, actionReadOnlySecondary, actionSelected, actionSupportDisabled,
        actionSupportEnabled, actionSupportFocus, actionSupportHover, actionSupportLoading, actionSupportPressed,
        actionVisited
    /// `always…` tokens.
    case alwaysBlack, alwaysOnBlack, alwaysOnWhite, alwaysWhite
    /// `bg…` tokens.
    case bgInverseHigh, bgInverseLow, bgPrimary, bgSecondary, bgTertiary
    /// `border…` tokens.
    case borderBrandPrimary, borderBrandSecondary, borderBrandTertiary, borderDefault, borderEmphasized, borderFocus,
        borderFocusInset, borderMinimal, borderMuted, borderOnBrandPrimary, borderOnBrandSecondary,
        borderOnBrandTertiary, borderStatusAccent, borderStatusInfo, borderStatusNegative, borderStatusPositive,
        borderStatusWarning
    /// `content…` tokens.
    case contentBrandPrimary, contentBrandSecondary, contentBrandTertiary, contentDefault, contentDisabled,
        contentInverse, contentMuted, contentOnActionDisabled, contentOnActionEnabled, contentOnActionFocus,
        contentOnActionHighlighted, contentOnActionHover, contentOnActionLoading, contentOnActionPressed,
        contentOnActionSelected, contentOnBrandPrimary, contentOnBrandSecondary, contentOnBrandTertiary,
        contentOnStatusAccentEmphasized, contentOnStatusAccentMuted, contentOnStatusInfoEmphasized,
        contentOnStatusInfoMuted, contentOnStatusNegativeEmphasized, contentOnStatusNegativeMuted,
        contentOnStatusPositiveEmphasized, contentOnStatusPositiveMuted, contentOnStatusWarningEmphasized,
        contentOnStatusWarningMuted, contentStatusAccent, contentStatusInfo, contentStatusNegative,
        contentStatusPositive, contentStatusWarning
    /// `opacity…` tokens.
    case opacityLower, opacityLowest, opacityTransparent
    /// `overlay…` tokens.
    case overlayBackdrop, overlayDrag, overlayDropdown, overlayModalSheet, overlayTooltip
    /// `repository…` tokens.
    case repositoryAccentHigh, repositoryAccentHigher, repositoryAccentHighest, repositoryAccentLow,
        repositoryAccentLower, repositoryAccentLowest, repositoryAccentMedium, repositoryInfoHigh, repositoryInfoHigher,
        repositoryInfoHighest, repositoryInfoLow, repositoryInfoLower, repositoryInfoLowest, repositoryInfoMedium,
        repositoryNegativeHigh, repositoryNegativeHigher, repositoryNegativeHighest, repositoryNegativeLow,
        repositoryNegativeLower, repositoryNegativeLowest, repositoryNegativeMedium, repositoryNeutralEmphasizedBlack,
        repositoryNeutralEmphasizedHigh, repositoryNeutralEmphasizedHigher, repositoryNeutralEmphasizedHighest,
        repositoryNeutralEmphasizedLow, repositoryNeutralEmphasizedLower, repositoryNeutralEmphasizedLowest,
        repositoryNeutralEmphasizedMedium, repositoryNeutralMutedHigh, repositoryNeutralMutedHigher,
        repositoryNeutralMutedHighest, repositoryNeutralMutedLow, repositoryNeutralMutedLower,
        repositoryNeutralMutedLowest, repositoryNeutralMutedMedium, repositoryNeutralMutedWhite,
        repositoryOpacityAccentLow, repositoryOpacityAccentMedium, repositoryOpacityBlackHigh,
        repositoryOpacityBlackHigher, repositoryOpacityBlackHighest, repositoryOpacityBlackLow,
        repositoryOpacityBlackLower, repositoryOpacityBlackLowest, repositoryOpacityBlackMedium,
        repositoryOpacityBlackMediumHigh, repositoryOpacityBlackMediumLow, repositoryOpacityBlackTransparent,
        repositoryOpacityInfoLow, repositoryOpacityInfoMedium, repositoryOpacityNegativeLow,
        repositoryOpacityNegativeMedium, repositoryOpacityPositiveLow, repositoryOpacityPositiveMedium,
        repositoryOpacityPrimaryHigh, repositoryOpacityPrimaryHigher, repositoryOpacityPrimaryHighest,
        repositoryOpacityPrimaryLow, repositoryOpacityPrimaryLower, repositoryOpacityPrimaryLowest,
        repositoryOpacityPrimaryMedium, repositoryOpacityPrimaryTransparent, repositoryOpacityWarningLow,
        repositoryOpacityWarningMedium, repositoryOpacityWhiteHigh, repositoryOpacityWhiteHigher,
        repositoryOpacityWhiteHighest, repositoryOpacityWhiteLow, repositoryOpacityWhiteLower,
        repositoryOpacityWhiteLowest, repositoryOpacityWhiteMedium, repositoryOpacityWhiteMediumLow,
        repositoryOpacityWhiteTransparent, repositoryPositiveHigh, repositoryPositiveHigher, repositoryPositiveHighest,
        repositoryPositiveLow, repositoryPositiveLower, repositoryPositiveLowest, repositoryPositiveMedium,
        repositoryPrimaryHigh, repositoryPrimaryHigher, repositoryPrimaryHighest, repositoryPrimaryLow,
        repositoryPrimaryLower, repositoryPrimaryLowest, repositoryPrimaryMedium, repositorySecondaryHigh,
        repositorySecondaryHigherHigh, repositorySecondaryHigherLow, repositorySecondaryHighest, repositorySecondaryLow,
        repositorySecondaryLower, repositorySecondaryLowest, repositorySecondaryMedium, repositoryTertiaryHigh,
        repositoryTertiaryHigher, repositoryTertiaryHighest, repositoryTertiaryLow, repositoryTertiaryLower,
        repositoryTertiaryLowest, repositoryTertiaryMedium, repositoryWarningHigh, repositoryWarningHigher,
        repositoryWarningHighest, repositoryWarningLow, repositoryWarningLower, repositoryWarningLowest,
        repositoryWarningMedium
    /// `surface…` tokens.
    case surfaceBrandPrimary, surfaceBrandSecondary, surfaceBrandTertiary, surfaceInverseHigh, surfaceInverseLow,
        surfacePrimary, surfaceSecondary, surfaceStatusAccentEmphasized, surfaceStatusAccentMuted,
        surfaceStatusInfoEmphasized, surfaceStatusInfoMuted, surfaceStatusNegativeEmphasized,
        surfaceStatusNegativeMuted, surfaceStatusPositiveEmphasized, surfaceStatusPositiveMuted,
        surfaceStatusWarningEmphasized, surfaceStatusWarningMuted, surfaceTertiary
}
