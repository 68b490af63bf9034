import ProofUI

/// Tokens of `OUDSTextArea` (`theme.textArea`; `ouds-components.md` §3.2). Colours and radius are
/// those of `theme.textInput`.
public struct TextAreaComponentTokens: Sendable, Equatable {
    /// Minimum height of the input, always applied (72: three lines of 24).
    public var sizeMinHeightInput: SizeSemanticToken
    /// Maximum height before scrolling (240), unless `constrainedMaxHeight` caps it at the minimum.
    public var sizeMaxHeightInput: SizeSemanticToken
    /// Minimum width (240).
    public var sizeMinWidth: SizeSemanticToken
    /// Maximum width with a constrained maximum width (640).
    public var sizeMaxWidth: SizeSemanticToken
    /// Minimum width of the trailing box (48).
    public var sizeMinWidthTrailing: SizeSemanticToken
    /// Scroll bar width (4).
    public var sizeScrollbarWidth: SizeSemanticToken
    /// Top padding when empty and not focused (12).
    public var spacePaddingBlockTopEmpty: SpaceSemanticToken
    /// Top padding otherwise (10).
    public var spacePaddingBlockTop: SpaceSemanticToken
    /// Bottom padding when not empty or focused (10; 0 when empty and not focused).
    public var spacePaddingBlockBottom: SpaceSemanticToken
    /// Leading padding (16).
    public var spacePaddingInlineStart: SpaceSemanticToken
    /// Trailing padding (6).
    public var spacePaddingInlineEnd: SpaceSemanticToken
    /// Horizontal padding of the trailing box (12).
    public var spacePaddingInlineTrailing: SpaceSemanticToken
    /// Vertical padding of the trailing box when empty and not focused (8).
    public var spacePaddingBlockTrailingEmpty: SpaceSemanticToken
    /// Vertical padding of the trailing box otherwise (10).
    public var spacePaddingBlockTrailing: SpaceSemanticToken
    /// Scroll bar colour.
    public var colorScrollbar: Color

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        sizeMinHeightInput = DimensionRawTokens.dimension900
        sizeMaxHeightInput = DimensionRawTokens.dimension2500
        sizeMinWidth = DimensionRawTokens.dimension2500
        sizeMaxWidth = DimensionRawTokens.dimension6000
        sizeMinWidthTrailing = s.sizes.minInteractiveArea
        sizeScrollbarWidth = s.dimensions.dimension10xs
        spacePaddingBlockTopEmpty = s.spaces.paddingBlockMedium
        spacePaddingBlockTop = s.spaces.paddingBlockSmall
        spacePaddingBlockBottom = s.spaces.paddingBlockSmall
        spacePaddingInlineStart = s.spaces.paddingInlineLarge
        spacePaddingInlineEnd = s.spaces.paddingInline2xsmall
        spacePaddingInlineTrailing = s.spaces.paddingInlineMedium
        spacePaddingBlockTrailingEmpty = s.spaces.paddingBlockXsmall
        spacePaddingBlockTrailing = s.spaces.paddingBlockSmall
        colorScrollbar = s.colors.actionDisabled
    }

    /// The maximum height of the input: the minimum when `constrainedMaxHeight`, else `sizeMaxHeightInput`.
    public func maxHeightInput(constrainedMaxHeight: Bool) -> SizeSemanticToken {
        constrainedMaxHeight ? sizeMinHeightInput : sizeMaxHeightInput
    }
}
