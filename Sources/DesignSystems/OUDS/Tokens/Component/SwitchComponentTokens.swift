import ProofUI

/// Tokens of `OUDSSwitch` (`theme.switch`; `ouds-tokens.md` §5 Switch).
public struct SwitchComponentTokens: Sendable, Equatable {
    /// Track width (56).
    public var sizeWidthTrack: SizeSemanticToken
    /// Track height (32).
    public var sizeHeightTrack: SizeSemanticToken
    /// Cursor width when off (16).
    public var sizeWidthCursorUnselected: SizeSemanticToken
    /// Cursor height when off (16).
    public var sizeHeightCursorUnselected: SizeSemanticToken
    /// Cursor width when on (24).
    public var sizeWidthCursorSelected: SizeSemanticToken
    /// Cursor height when on (24).
    public var sizeHeightCursorSelected: SizeSemanticToken
    /// Cursor width when off and pressed (24).
    public var sizeWidthCursorUnselectedPressed: SizeSemanticToken
    /// Cursor width when on and pressed (32).
    public var sizeWidthCursorSelectedPressed: SizeSemanticToken
    /// Check mark inside the cursor when on (16).
    public var sizeCheck: SizeSemanticToken
    /// Minimum height of a switch without label: the touch area (48).
    public var sizeMinHeightInteractiveArea: SizeSemanticToken
    /// Horizontal padding inside the track when on (4).
    public var spacePaddingInlineSelected: SpaceSemanticToken
    /// Horizontal padding inside the track when off (8).
    public var spacePaddingInlineUnselected: SpaceSemanticToken
    /// Track corner radius (pill).
    public var borderRadiusTrack: BorderRadiusSemanticToken
    /// Cursor corner radius (pill).
    public var borderRadiusCursor: BorderRadiusSemanticToken
    /// Track when on.
    public var colorTrackSelected: Color
    /// Track when on and hovered or pressed.
    public var colorTrackSelectedInteraction: Color
    /// Track when off.
    public var colorTrackUnselected: Color
    /// Track when off and hovered or pressed.
    public var colorTrackUnselectedInteraction: Color
    /// Track when disabled.
    public var colorTrackDisabled: Color
    /// Cursor.
    public var colorCursor: Color
    /// Check mark.
    public var colorCheck: Color
    /// Check mark when disabled.
    public var colorCheckDisabled: Color
    /// Check mark when read-only (`actionReadOnlyPrimary`, as OUDS iOS).
    public var colorCheckReadOnly: Color
    /// Track when read-only.
    public var colorTrackReadOnly: Color
    /// Check mark opacity (1).
    public var opacityCheck: OpacitySemanticToken

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        let c = s.colors
        sizeWidthTrack = DimensionRawTokens.dimension700
        sizeHeightTrack = DimensionRawTokens.dimension400
        sizeWidthCursorUnselected = DimensionRawTokens.dimension200
        sizeHeightCursorUnselected = DimensionRawTokens.dimension200
        sizeWidthCursorSelected = DimensionRawTokens.dimension300
        sizeHeightCursorSelected = DimensionRawTokens.dimension300
        sizeWidthCursorUnselectedPressed = DimensionRawTokens.dimension300
        sizeWidthCursorSelectedPressed = DimensionRawTokens.dimension400
        sizeCheck = s.sizes.iconDecorative2xsmall
        sizeMinHeightInteractiveArea = s.sizes.minInteractiveArea
        spacePaddingInlineSelected = s.spaces.paddingInline3xsmall
        spacePaddingInlineUnselected = s.spaces.paddingInlineXsmall
        borderRadiusTrack = s.borders.radiusPill
        borderRadiusCursor = s.borders.radiusPill
        colorTrackSelected = c.color(light: .repositoryPositiveHigh, dark: .repositoryPositiveMedium)
        colorTrackSelectedInteraction = c.color(light: .repositoryPositiveHigher, dark: .repositoryPositiveLow)
        colorTrackUnselected = c.color(light: .repositoryOpacityBlackMediumHigh, dark: .repositoryOpacityWhiteHigh)
        colorTrackUnselectedInteraction = c.color(
            light: .repositoryOpacityBlackHigh, dark: .repositoryOpacityWhiteHigher)
        colorTrackDisabled = c.actionDisabled
        colorCursor = c.color(light: .repositoryNeutralMutedWhite, dark: .repositoryNeutralEmphasizedHighest)
        colorCheck = c.contentDefault
        colorCheckDisabled = c.actionDisabled
        colorCheckReadOnly = c.actionReadOnlyPrimary
        colorTrackReadOnly = c.actionReadOnlySecondary
        opacityCheck = s.opacities.opaque
    }
}
