import ProofUI

/// Tokens of the alert message (`theme.alert`, as OUDS iOS names them; `ouds-components.md` §1.1).
/// Colours are the semantic status tokens (`surfaceStatus…Muted`, `contentOnStatus…Muted`,
/// `borderStatus…`), as in OUDS iOS, so they carry no component token.
public struct AlertComponentTokens: Sendable, Equatable {
    /// Minimum width (160; Orange Compact 144).
    public var sizeMinWidth: SizeSemanticToken
    /// Minimum height (48).
    public var sizeMinHeight: SizeSemanticToken
    /// Minimum height with a bottom link (80, OUDS iOS 2.7; OUDS Android tokens 2.5 say 100; Orange
    /// Compact 84).
    public var sizeMinHeightBottomAction: SizeSemanticToken
    /// The status icon (24; Orange Compact 20), scaled by the text size.
    public var sizeAsset: SizeSemanticToken
    /// Maximum width of the label, description and bullet texts (640).
    public var sizeMaxWidthText: SizeSemanticToken
    /// Leading padding, and trailing padding without a close button (16; Orange Compact 12).
    public var spacePaddingInline: SpaceSemanticToken
    /// Padding above and below the icon and the texts (12; Orange Compact 10).
    public var spacePaddingBlock: SpaceSemanticToken
    /// Gap between the icon, the content and the actions (12; Orange Compact 10).
    public var spaceColumnGap: SpaceSemanticToken
    /// Gap between the top-trailing link and the close button (8).
    public var spaceColumnGapAction: SpaceSemanticToken
    /// Gap between label, description, bullet list and bottom link (4, OUDS iOS 2.7; OUDS Android
    /// tokens 2.5 say 8).
    public var spaceRowGap: SpaceSemanticToken
    /// Extra space after the description and after the bullet list (4).
    public var spacePaddingBlockBottomContent: SpaceSemanticToken
    /// Border width (0: no border; Wireframe 1, in the status border colour).
    public var borderWidth: BorderWidthSemanticToken
    /// Corner radius without the `hasRoundedAlertMessages` tuning (Orange 0; Sosh and Wireframe 12).
    public var borderRadiusDefault: BorderRadiusSemanticToken
    /// Corner radius with the `hasRoundedAlertMessages` tuning (12).
    public var borderRadiusRounded: BorderRadiusSemanticToken

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        typealias D = DimensionRawTokens
        sizeMinWidth = D.dimension2000
        sizeMinHeight = D.dimension600
        sizeMinHeightBottomAction = D.dimension1000
        sizeAsset = s.sizes.iconWithLabelLargeSizeSmall
        sizeMaxWidthText = D.dimension6000
        spacePaddingInline = s.spaces.paddingInlineLarge
        spacePaddingBlock = s.spaces.paddingBlockMedium
        spaceColumnGap = s.spaces.columnGapMedium
        spaceColumnGapAction = s.spaces.columnGapSmall
        spaceRowGap = s.spaces.rowGap2xsmall
        spacePaddingBlockBottomContent = s.spaces.paddingBlock3xsmall
        borderWidth = s.borders.widthNone
        borderRadiusDefault = s.borders.radiusDefault
        borderRadiusRounded = s.borders.radiusLarge
    }

    /// The corner radius for the `hasRoundedAlertMessages` tuning flag.
    public func borderRadius(rounded: Bool) -> BorderRadiusSemanticToken {
        rounded ? borderRadiusRounded : borderRadiusDefault
    }
}
