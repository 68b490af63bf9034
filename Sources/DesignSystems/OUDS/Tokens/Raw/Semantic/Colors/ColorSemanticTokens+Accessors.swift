import ProofUI

// One accessor per semantic colour token; each returns a `Color` that resolves its light or dark
// value from the environment where it is drawn (and fails the render when the brand forbids it).

extension ColorSemanticTokens {
    // MARK: action
    /// `actionDisabled`.
    public var actionDisabled: Color { self[.actionDisabled] }
    /// `actionEnabled`.
    public var actionEnabled: Color { self[.actionEnabled] }
    /// `actionFocus`.
    public var actionFocus: Color { self[.actionFocus] }
    /// `actionHighlighted`.
    public var actionHighlighted: Color { self[.actionHighlighted] }
    /// `actionHover`.
    public var actionHover: Color { self[.actionHover] }
    /// `actionLoading`.
    public var actionLoading: Color { self[.actionLoading] }
    /// `actionNegativeEnabled`.
    public var actionNegativeEnabled: Color { self[.actionNegativeEnabled] }
    /// `actionNegativeFocus`.
    public var actionNegativeFocus: Color { self[.actionNegativeFocus] }
    /// `actionNegativeHover`.
    public var actionNegativeHover: Color { self[.actionNegativeHover] }
    /// `actionNegativeLoading`.
    public var actionNegativeLoading: Color { self[.actionNegativeLoading] }
    /// `actionNegativePressed`.
    public var actionNegativePressed: Color { self[.actionNegativePressed] }
    /// `actionPressed`.
    public var actionPressed: Color { self[.actionPressed] }
    /// `actionReadOnlyPrimary`.
    public var actionReadOnlyPrimary: Color { self[.actionReadOnlyPrimary] }
    /// `actionReadOnlySecondary`.
    public var actionReadOnlySecondary: Color { self[.actionReadOnlySecondary] }
    /// `actionSelected`.
    public var actionSelected: Color { self[.actionSelected] }
    /// `actionSupportDisabled`.
    public var actionSupportDisabled: Color { self[.actionSupportDisabled] }
    /// `actionSupportEnabled`.
    public var actionSupportEnabled: Color { self[.actionSupportEnabled] }
    /// `actionSupportFocus`.
    public var actionSupportFocus: Color { self[.actionSupportFocus] }
    /// `actionSupportHover`.
    public var actionSupportHover: Color { self[.actionSupportHover] }
    /// `actionSupportLoading`.
    public var actionSupportLoading: Color { self[.actionSupportLoading] }
    /// `actionSupportPressed`.
    public var actionSupportPressed: Color { self[.actionSupportPressed] }
    /// `actionVisited`.
    public var actionVisited: Color { self[.actionVisited] }
    // MARK: always
    /// `alwaysBlack`.
    public var alwaysBlack: Color { self[.alwaysBlack] }
    /// `alwaysOnBlack`.
    public var alwaysOnBlack: Color { self[.alwaysOnBlack] }
    /// `alwaysOnWhite`.
    public var alwaysOnWhite: Color { self[.alwaysOnWhite] }
    /// `alwaysWhite`.
    public var alwaysWhite: Color { self[.alwaysWhite] }
    // MARK: bg
    /// `bgInverseHigh`.
    public var bgInverseHigh: Color { self[.bgInverseHigh] }
    /// `bgInverseLow`.
    public var bgInverseLow: Color { self[.bgInverseLow] }
    /// `bgPrimary`.
    public var bgPrimary: Color { self[.bgPrimary] }
    /// `bgSecondary`.
    public var bgSecondary: Color { self[.bgSecondary] }
    /// `bgTertiary`.
    public var bgTertiary: Color { self[.bgTertiary] }
    // MARK: border
    /// `borderBrandPrimary`.
    public var borderBrandPrimary: Color { self[.borderBrandPrimary] }
    /// `borderBrandSecondary`.
    public var borderBrandSecondary: Color { self[.borderBrandSecondary] }
    /// `borderBrandTertiary`.
    public var borderBrandTertiary: Color { self[.borderBrandTertiary] }
    /// `borderDefault`.
    public var borderDefault: Color { self[.borderDefault] }
    /// `borderEmphasized`.
    public var borderEmphasized: Color { self[.borderEmphasized] }
    /// `borderFocus`.
    public var borderFocus: Color { self[.borderFocus] }
    /// `borderFocusInset`.
    public var borderFocusInset: Color { self[.borderFocusInset] }
    /// `borderMinimal`.
    public var borderMinimal: Color { self[.borderMinimal] }
    /// `borderMuted`.
    public var borderMuted: Color { self[.borderMuted] }
    /// `borderOnBrandPrimary`.
    public var borderOnBrandPrimary: Color { self[.borderOnBrandPrimary] }
    /// `borderOnBrandSecondary`.
    public var borderOnBrandSecondary: Color { self[.borderOnBrandSecondary] }
    /// `borderOnBrandTertiary`.
    public var borderOnBrandTertiary: Color { self[.borderOnBrandTertiary] }
    /// `borderStatusAccent`.
    public var borderStatusAccent: Color { self[.borderStatusAccent] }
    /// `borderStatusInfo`.
    public var borderStatusInfo: Color { self[.borderStatusInfo] }
    /// `borderStatusNegative`.
    public var borderStatusNegative: Color { self[.borderStatusNegative] }
    /// `borderStatusPositive`.
    public var borderStatusPositive: Color { self[.borderStatusPositive] }
    /// `borderStatusWarning`.
    public var borderStatusWarning: Color { self[.borderStatusWarning] }
    // MARK: content
    /// `contentBrandPrimary`.
    public var contentBrandPrimary: Color { self[.contentBrandPrimary] }
    /// `contentBrandSecondary`.
    public var contentBrandSecondary: Color { self[.contentBrandSecondary] }
    /// `contentBrandTertiary`.
    public var contentBrandTertiary: Color { self[.contentBrandTertiary] }
    /// `contentDefault`.
    public var contentDefault: Color { self[.contentDefault] }
    /// `contentDisabled`.
    public var contentDisabled: Color { self[.contentDisabled] }
    /// `contentInverse`.
    public var contentInverse: Color { self[.contentInverse] }
    /// `contentMuted`.
    public var contentMuted: Color { self[.contentMuted] }
    /// `contentOnActionDisabled`.
    public var contentOnActionDisabled: Color { self[.contentOnActionDisabled] }
    /// `contentOnActionEnabled`.
    public var contentOnActionEnabled: Color { self[.contentOnActionEnabled] }
    /// `contentOnActionFocus`.
    public var contentOnActionFocus: Color { self[.contentOnActionFocus] }
    /// `contentOnActionHighlighted`.
    public var contentOnActionHighlighted: Color { self[.contentOnActionHighlighted] }
    /// `contentOnActionHover`.
    public var contentOnActionHover: Color { self[.contentOnActionHover] }
    /// `contentOnActionLoading`.
    public var contentOnActionLoading: Color { self[.contentOnActionLoading] }
    /// `contentOnActionPressed`.
    public var contentOnActionPressed: Color { self[.contentOnActionPressed] }
    /// `contentOnActionSelected`.
    public var contentOnActionSelected: Color { self[.contentOnActionSelected] }
    /// `contentOnBrandPrimary`.
    public var contentOnBrandPrimary: Color { self[.contentOnBrandPrimary] }
    /// `contentOnBrandSecondary`.
    public var contentOnBrandSecondary: Color { self[.contentOnBrandSecondary] }
    /// `contentOnBrandTertiary`.
    public var contentOnBrandTertiary: Color { self[.contentOnBrandTertiary] }
    /// `contentOnStatusAccentEmphasized`.
    public var contentOnStatusAccentEmphasized: Color { self[.contentOnStatusAccentEmphasized] }
    /// `contentOnStatusAccentMuted`.
    public var contentOnStatusAccentMuted: Color { self[.contentOnStatusAccentMuted] }
    /// `contentOnStatusInfoEmphasized`.
    public var contentOnStatusInfoEmphasized: Color { self[.contentOnStatusInfoEmphasized] }
    /// `contentOnStatusInfoMuted`.
    public var contentOnStatusInfoMuted: Color { self[.contentOnStatusInfoMuted] }
    /// `contentOnStatusNegativeEmphasized`.
    public var contentOnStatusNegativeEmphasized: Color { self[.contentOnStatusNegativeEmphasized] }
    /// `contentOnStatusNegativeMuted`.
    public var contentOnStatusNegativeMuted: Color { self[.contentOnStatusNegativeMuted] }
    /// `contentOnStatusPositiveEmphasized`.
    public var contentOnStatusPositiveEmphasized: Color { self[.contentOnStatusPositiveEmphasized] }
    /// `contentOnStatusPositiveMuted`.
    public var contentOnStatusPositiveMuted: Color { self[.contentOnStatusPositiveMuted] }
    /// `contentOnStatusWarningEmphasized`.
    public var contentOnStatusWarningEmphasized: Color { self[.contentOnStatusWarningEmphasized] }
    /// `contentOnStatusWarningMuted`.
    public var contentOnStatusWarningMuted: Color { self[.contentOnStatusWarningMuted] }
    /// `contentStatusAccent`.
    public var contentStatusAccent: Color { self[.contentStatusAccent] }
    /// `contentStatusInfo`.
    public var contentStatusInfo: Color { self[.contentStatusInfo] }
    /// `contentStatusNegative`.
    public var contentStatusNegative: Color { self[.contentStatusNegative] }
    /// `contentStatusPositive`.
    public var contentStatusPositive: Color { self[.contentStatusPositive] }
    /// `contentStatusWarning`.
    public var contentStatusWarning: Color { self[.contentStatusWarning] }
    // MARK: opacity
    /// `opacityLower`.
    public var opacityLower: Color { self[.opacityLower] }
    /// `opacityLowest`.
    public var opacityLowest: Color { self[.opacityLowest] }
    /// `opacityTransparent`.
    public var opacityTransparent: Color { self[.opacityTransparent] }
    // MARK: overlay
    /// `overlayBackdrop`.
    public var overlayBackdrop: Color { self[.overlayBackdrop] }
    /// `overlayDrag`.
    public var overlayDrag: Color { self[.overlayDrag] }
    /// `overlayDropdown`.
    public var overlayDropdown: Color { self[.overlayDropdown] }
    /// `overlayModalSheet`.
    public var overlayModalSheet: Color { self[.overlayModalSheet] }
    /// `overlayTooltip`.
    public var overlayTooltip: Color { self[.overlayTooltip] }
    // MARK: repository
    /// `repositoryAccentHigh`.
    public var repositoryAccentHigh: Color { self[.repositoryAccentHigh] }
    /// `repositoryAccentHigher`.
    public var repositoryAccentHigher: Color { self[.repositoryAccentHigher] }
    /// `repositoryAccentHighest`.
    public var repositoryAccentHighest: Color { self[.repositoryAccentHighest] }
    /// `repositoryAccentLow`.
    public var repositoryAccentLow: Color { self[.repositoryAccentLow] }
    /// `repositoryAccentLower`.
    public var repositoryAccentLower: Color { self[.repositoryAccentLower] }
    /// `repositoryAccentLowest`.
    public var repositoryAccentLowest: Color { self[.repositoryAccentLowest] }
    /// `repositoryAccentMedium`.
    public var repositoryAccentMedium: Color { self[.repositoryAccentMedium] }
    /// `repositoryInfoHigh`.
    public var repositoryInfoHigh: Color { self[.repositoryInfoHigh] }
    /// `repositoryInfoHigher`.
    public var repositoryInfoHigher: Color { self[.repositoryInfoHigher] }
    /// `repositoryInfoHighest`.
    public var repositoryInfoHighest: Color { self[.repositoryInfoHighest] }
    /// `repositoryInfoLow`.
    public var repositoryInfoLow: Color { self[.repositoryInfoLow] }
    /// `repositoryInfoLower`.
    public var repositoryInfoLower: Color { self[.repositoryInfoLower] }
    /// `repositoryInfoLowest`.
    public var repositoryInfoLowest: Color { self[.repositoryInfoLowest] }
    /// `repositoryInfoMedium`.
    public var repositoryInfoMedium: Color { self[.repositoryInfoMedium] }
    /// `repositoryNegativeHigh`.
    public var repositoryNegativeHigh: Color { self[.repositoryNegativeHigh] }
    /// `repositoryNegativeHigher`.
    public var repositoryNegativeHigher: Color { self[.repositoryNegativeHigher] }
    /// `repositoryNegativeHighest`.
    public var repositoryNegativeHighest: Color { self[.repositoryNegativeHighest] }
    /// `repositoryNegativeLow`.
    public var repositoryNegativeLow: Color { self[.repositoryNegativeLow] }
    /// `repositoryNegativeLower`.
    public var repositoryNegativeLower: Color { self[.repositoryNegativeLower] }
    /// `repositoryNegativeLowest`.
    public var repositoryNegativeLowest: Color { self[.repositoryNegativeLowest] }
    /// `repositoryNegativeMedium`.
    public var repositoryNegativeMedium: Color { self[.repositoryNegativeMedium] }
    /// `repositoryNeutralEmphasizedBlack`.
    public var repositoryNeutralEmphasizedBlack: Color { self[.repositoryNeutralEmphasizedBlack] }
    /// `repositoryNeutralEmphasizedHigh`.
    public var repositoryNeutralEmphasizedHigh: Color { self[.repositoryNeutralEmphasizedHigh] }
    /// `repositoryNeutralEmphasizedHigher`.
    public var repositoryNeutralEmphasizedHigher: Color { self[.repositoryNeutralEmphasizedHigher] }
    /// `repositoryNeutralEmphasizedHighest`.
    public var repositoryNeutralEmphasizedHighest: Color { self[.repositoryNeutralEmphasizedHighest] }
    /// `repositoryNeutralEmphasizedLow`.
    public var repositoryNeutralEmphasizedLow: Color { self[.repositoryNeutralEmphasizedLow] }
    /// `repositoryNeutralEmphasizedLower`.
    public var repositoryNeutralEmphasizedLower: Color { self[.repositoryNeutralEmphasizedLower] }
    /// `repositoryNeutralEmphasizedLowest`.
    public var repositoryNeutralEmphasizedLowest: Color { self[.repositoryNeutralEmphasizedLowest] }
    /// `repositoryNeutralEmphasizedMedium`.
    public var repositoryNeutralEmphasizedMedium: Color { self[.repositoryNeutralEmphasizedMedium] }
    /// `repositoryNeutralMutedHigh`.
    public var repositoryNeutralMutedHigh: Color { self[.repositoryNeutralMutedHigh] }
    /// `repositoryNeutralMutedHigher`.
    public var repositoryNeutralMutedHigher: Color { self[.repositoryNeutralMutedHigher] }
    /// `repositoryNeutralMutedHighest`.
    public var repositoryNeutralMutedHighest: Color { self[.repositoryNeutralMutedHighest] }
    /// `repositoryNeutralMutedLow`.
    public var repositoryNeutralMutedLow: Color { self[.repositoryNeutralMutedLow] }
    /// `repositoryNeutralMutedLower`.
    public var repositoryNeutralMutedLower: Color { self[.repositoryNeutralMutedLower] }
    /// `repositoryNeutralMutedLowest`.
    public var repositoryNeutralMutedLowest: Color { self[.repositoryNeutralMutedLowest] }
    /// `repositoryNeutralMutedMedium`.
    public var repositoryNeutralMutedMedium: Color { self[.repositoryNeutralMutedMedium] }
    /// `repositoryNeutralMutedWhite`.
    public var repositoryNeutralMutedWhite: Color { self[.repositoryNeutralMutedWhite] }
    /// `repositoryOpacityAccentLow`.
    public var repositoryOpacityAccentLow: Color { self[.repositoryOpacityAccentLow] }
    /// `repositoryOpacityAccentMedium`.
    public var repositoryOpacityAccentMedium: Color { self[.repositoryOpacityAccentMedium] }
    /// `repositoryOpacityBlackHigh`.
    public var repositoryOpacityBlackHigh: Color { self[.repositoryOpacityBlackHigh] }
    /// `repositoryOpacityBlackHigher`.
    public var repositoryOpacityBlackHigher: Color { self[.repositoryOpacityBlackHigher] }
    /// `repositoryOpacityBlackHighest`.
    public var repositoryOpacityBlackHighest: Color { self[.repositoryOpacityBlackHighest] }
    /// `repositoryOpacityBlackLow`.
    public var repositoryOpacityBlackLow: Color { self[.repositoryOpacityBlackLow] }
    /// `repositoryOpacityBlackLower`.
    public var repositoryOpacityBlackLower: Color { self[.repositoryOpacityBlackLower] }
    /// `repositoryOpacityBlackLowest`.
    public var repositoryOpacityBlackLowest: Color { self[.repositoryOpacityBlackLowest] }
    /// `repositoryOpacityBlackMedium`.
    public var repositoryOpacityBlackMedium: Color { self[.repositoryOpacityBlackMedium] }
    /// `repositoryOpacityBlackMediumHigh`.
    public var repositoryOpacityBlackMediumHigh: Color { self[.repositoryOpacityBlackMediumHigh] }
    /// `repositoryOpacityBlackMediumLow`.
    public var repositoryOpacityBlackMediumLow: Color { self[.repositoryOpacityBlackMediumLow] }
    /// `repositoryOpacityBlackTransparent`.
    public var repositoryOpacityBlackTransparent: Color { self[.repositoryOpacityBlackTransparent] }
    /// `repositoryOpacityInfoLow`.
    public var repositoryOpacityInfoLow: Color { self[.repositoryOpacityInfoLow] }
    /// `repositoryOpacityInfoMedium`.
    public var repositoryOpacityInfoMedium: Color { self[.repositoryOpacityInfoMedium] }
    /// `repositoryOpacityNegativeLow`.
    public var repositoryOpacityNegativeLow: Color { self[.repositoryOpacityNegativeLow] }
    /// `repositoryOpacityNegativeMedium`.
    public var repositoryOpacityNegativeMedium: Color { self[.repositoryOpacityNegativeMedium] }
    /// `repositoryOpacityPositiveLow`.
    public var repositoryOpacityPositiveLow: Color { self[.repositoryOpacityPositiveLow] }
    /// `repositoryOpacityPositiveMedium`.
    public var repositoryOpacityPositiveMedium: Color { self[.repositoryOpacityPositiveMedium] }
    /// `repositoryOpacityPrimaryHigh`.
    public var repositoryOpacityPrimaryHigh: Color { self[.repositoryOpacityPrimaryHigh] }
    /// `repositoryOpacityPrimaryHigher`.
    public var repositoryOpacityPrimaryHigher: Color { self[.repositoryOpacityPrimaryHigher] }
    /// `repositoryOpacityPrimaryHighest`.
    public var repositoryOpacityPrimaryHighest: Color { self[.repositoryOpacityPrimaryHighest] }
    /// `repositoryOpacityPrimaryLow`.
    public var repositoryOpacityPrimaryLow: Color { self[.repositoryOpacityPrimaryLow] }
    /// `repositoryOpacityPrimaryLower`.
    public var repositoryOpacityPrimaryLower: Color { self[.repositoryOpacityPrimaryLower] }
    /// `repositoryOpacityPrimaryLowest`.
    public var repositoryOpacityPrimaryLowest: Color { self[.repositoryOpacityPrimaryLowest] }
    /// `repositoryOpacityPrimaryMedium`.
    public var repositoryOpacityPrimaryMedium: Color { self[.repositoryOpacityPrimaryMedium] }
    /// `repositoryOpacityPrimaryTransparent`.
    public var repositoryOpacityPrimaryTransparent: Color { self[.repositoryOpacityPrimaryTransparent] }
    /// `repositoryOpacityWarningLow`.
    public var repositoryOpacityWarningLow: Color { self[.repositoryOpacityWarningLow] }
    /// `repositoryOpacityWarningMedium`.
    public var repositoryOpacityWarningMedium: Color { self[.repositoryOpacityWarningMedium] }
    /// `repositoryOpacityWhiteHigh`.
    public var repositoryOpacityWhiteHigh: Color { self[.repositoryOpacityWhiteHigh] }
    /// `repositoryOpacityWhiteHigher`.
    public var repositoryOpacityWhiteHigher: Color { self[.repositoryOpacityWhiteHigher] }
    /// `repositoryOpacityWhiteHighest`.
    public var repositoryOpacityWhiteHighest: Color { self[.repositoryOpacityWhiteHighest] }
    /// `repositoryOpacityWhiteLow`.
    public var repositoryOpacityWhiteLow: Color { self[.repositoryOpacityWhiteLow] }
    /// `repositoryOpacityWhiteLower`.
    public var repositoryOpacityWhiteLower: Color { self[.repositoryOpacityWhiteLower] }
    /// `repositoryOpacityWhiteLowest`.
    public var repositoryOpacityWhiteLowest: Color { self[.repositoryOpacityWhiteLowest] }
    /// `repositoryOpacityWhiteMedium`.
    public var repositoryOpacityWhiteMedium: Color { self[.repositoryOpacityWhiteMedium] }
    /// `repositoryOpacityWhiteMediumLow`.
    public var repositoryOpacityWhiteMediumLow: Color { self[.repositoryOpacityWhiteMediumLow] }
    /// `repositoryOpacityWhiteTransparent`.
    public var repositoryOpacityWhiteTransparent: Color { self[.repositoryOpacityWhiteTransparent] }
    /// `repositoryPositiveHigh`.
    public var repositoryPositiveHigh: Color { self[.repositoryPositiveHigh] }
    /// `repositoryPositiveHigher`.
    public var repositoryPositiveHigher: Color { self[.repositoryPositiveHigher] }
    /// `repositoryPositiveHighest`.
    public var repositoryPositiveHighest: Color { self[.repositoryPositiveHighest] }
    /// `repositoryPositiveLow`.
    public var repositoryPositiveLow: Color { self[.repositoryPositiveLow] }
    /// `repositoryPositiveLower`.
    public var repositoryPositiveLower: Color { self[.repositoryPositiveLower] }
    /// `repositoryPositiveLowest`.
    public var repositoryPositiveLowest: Color { self[.repositoryPositiveLowest] }
    /// `repositoryPositiveMedium`.
    public var repositoryPositiveMedium: Color { self[.repositoryPositiveMedium] }
    /// `repositoryPrimaryHigh`.
    public var repositoryPrimaryHigh: Color { self[.repositoryPrimaryHigh] }
    /// `repositoryPrimaryHigher`.
    public var repositoryPrimaryHigher: Color { self[.repositoryPrimaryHigher] }
    /// `repositoryPrimaryHighest`.
    public var repositoryPrimaryHighest: Color { self[.repositoryPrimaryHighest] }
    /// `repositoryPrimaryLow`.
    public var repositoryPrimaryLow: Color { self[.repositoryPrimaryLow] }
    /// `repositoryPrimaryLower`.
    public var repositoryPrimaryLower: Color { self[.repositoryPrimaryLower] }
    /// `repositoryPrimaryLowest`.
    public var repositoryPrimaryLowest: Color { self[.repositoryPrimaryLowest] }
    /// `repositoryPrimaryMedium`.
    public var repositoryPrimaryMedium: Color { self[.repositoryPrimaryMedium] }
    /// `repositorySecondaryHigh`.
    public var repositorySecondaryHigh: Color { self[.repositorySecondaryHigh] }
    /// `repositorySecondaryHigherHigh`.
    public var repositorySecondaryHigherHigh: Color { self[.repositorySecondaryHigherHigh] }
    /// `repositorySecondaryHigherLow`.
    public var repositorySecondaryHigherLow: Color { self[.repositorySecondaryHigherLow] }
    /// `repositorySecondaryHighest`.
    public var repositorySecondaryHighest: Color { self[.repositorySecondaryHighest] }
    /// `repositorySecondaryLow`.
    public var repositorySecondaryLow: Color { self[.repositorySecondaryLow] }
    /// `repositorySecondaryLower`.
    public var repositorySecondaryLower: Color { self[.repositorySecondaryLower] }
    /// `repositorySecondaryLowest`.
    public var repositorySecondaryLowest: Color { self[.repositorySecondaryLowest] }
    /// `repositorySecondaryMedium`.
    public var repositorySecondaryMedium: Color { self[.repositorySecondaryMedium] }
    /// `repositoryTertiaryHigh`.
    public var repositoryTertiaryHigh: Color { self[.repositoryTertiaryHigh] }
    /// `repositoryTertiaryHigher`.
    public var repositoryTertiaryHigher: Color { self[.repositoryTertiaryHigher] }
    /// `repositoryTertiaryHighest`.
    public var repositoryTertiaryHighest: Color { self[.repositoryTertiaryHighest] }
    /// `repositoryTertiaryLow`.
    public var repositoryTertiaryLow: Color { self[.repositoryTertiaryLow] }
    /// `repositoryTertiaryLower`.
    public var repositoryTertiaryLower: Color { self[.repositoryTertiaryLower] }
    /// `repositoryTertiaryLowest`.
    public var repositoryTertiaryLowest: Color { self[.repositoryTertiaryLowest] }
    /// `repositoryTertiaryMedium`.
    public var repositoryTertiaryMedium: Color { self[.repositoryTertiaryMedium] }
    /// `repositoryWarningHigh`.
    public var repositoryWarningHigh: Color { self[.repositoryWarningHigh] }
    /// `repositoryWarningHigher`.
    public var repositoryWarningHigher: Color { self[.repositoryWarningHigher] }
    /// `repositoryWarningHighest`.
    public var repositoryWarningHighest: Color { self[.repositoryWarningHighest] }
    /// `repositoryWarningLow`.
    public var repositoryWarningLow: Color { self[.repositoryWarningLow] }
    /// `repositoryWarningLower`.
    public var repositoryWarningLower: Color { self[.repositoryWarningLower] }
    /// `repositoryWarningLowest`.
    public var repositoryWarningLowest: Color { self[.repositoryWarningLowest] }
    /// `repositoryWarningMedium`.
    public var repositoryWarningMedium: Color { self[.repositoryWarningMedium] }
    // MARK: surface
    /// `surfaceBrandPrimary`.
    public var surfaceBrandPrimary: Color { self[.surfaceBrandPrimary] }
    /// `surfaceBrandSecondary`.
    public var surfaceBrandSecondary: Color { self[.surfaceBrandSecondary] }
    /// `surfaceBrandTertiary`.
    public var surfaceBrandTertiary: Color { self[.surfaceBrandTertiary] }
    /// `surfaceInverseHigh`.
    public var surfaceInverseHigh: Color { self[.surfaceInverseHigh] }
    /// `surfaceInverseLow`.
    public var surfaceInverseLow: Color { self[.surfaceInverseLow] }
    /// `surfacePrimary`.
    public var surfacePrimary: Color { self[.surfacePrimary] }
    /// `surfaceSecondary`.
    public var surfaceSecondary: Color { self[.surfaceSecondary] }
    /// `surfaceStatusAccentEmphasized`.
    public var surfaceStatusAccentEmphasized: Color { self[.surfaceStatusAccentEmphasized] }
    /// `surfaceStatusAccentMuted`.
    public var surfaceStatusAccentMuted: Color { self[.surfaceStatusAccentMuted] }
    /// `surfaceStatusInfoEmphasized`.
    public var surfaceStatusInfoEmphasized: Color { self[.surfaceStatusInfoEmphasized] }
    /// `surfaceStatusInfoMuted`.
    public var surfaceStatusInfoMuted: Color { self[.surfaceStatusInfoMuted] }
    /// `surfaceStatusNegativeEmphasized`.
    public var surfaceStatusNegativeEmphasized: Color { self[.surfaceStatusNegativeEmphasized] }
    /// `surfaceStatusNegativeMuted`.
    public var surfaceStatusNegativeMuted: Color { self[.surfaceStatusNegativeMuted] }
    /// `surfaceStatusPositiveEmphasized`.
    public var surfaceStatusPositiveEmphasized: Color { self[.surfaceStatusPositiveEmphasized] }
    /// `surfaceStatusPositiveMuted`.
    public var surfaceStatusPositiveMuted: Color { self[.surfaceStatusPositiveMuted] }
    /// `surfaceStatusWarningEmphasized`.
    public var surfaceStatusWarningEmphasized: Color { self[.surfaceStatusWarningEmphasized] }
    /// `surfaceStatusWarningMuted`.
    public var surfaceStatusWarningMuted: Color { self[.surfaceStatusWarningMuted] }
    /// `surfaceTertiary`.
    public var surfaceTertiary: Color { self[.surfaceTertiary] }
}
