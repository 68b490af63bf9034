import ProofUI

/// The space tokens of a theme (§2.6). Override one with its subscript:
/// `tokens[.fixedNone] = …`.
public struct SpaceSemanticTokens: Sendable, Equatable {
    /// Values of the single-valued tokens.
    public var values: OUDSTokenTable<SpaceSemanticTokenName, SpaceSemanticToken>
    /// Values of the compact/regular tokens.
    public var multiples: OUDSTokenTable<ScaledSpaceSemanticTokenName, MultipleSpaceSemanticToken>

    /// Tokens with the given values.
    public init(
        values: OUDSTokenTable<SpaceSemanticTokenName, SpaceSemanticToken>,
        multiples: OUDSTokenTable<ScaledSpaceSemanticTokenName, MultipleSpaceSemanticToken>
    ) {
        self.values = values
        self.multiples = multiples
    }

    /// The value of a single-valued token.
    public subscript(name: SpaceSemanticTokenName) -> SpaceSemanticToken {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The value of a compact/regular token.
    public subscript(name: ScaledSpaceSemanticTokenName) -> MultipleSpaceSemanticToken {
        get { multiples[name] }
        set { multiples[name] = newValue }
    }

    // One accessor per token.
    /// `fixedNone`.
    public var fixedNone: SpaceSemanticToken { values[.fixedNone] }
    /// `fixed3xsmall`.
    public var fixed3xsmall: SpaceSemanticToken { values[.fixed3xsmall] }
    /// `fixed2xsmall`.
    public var fixed2xsmall: SpaceSemanticToken { values[.fixed2xsmall] }
    /// `fixedXsmall`.
    public var fixedXsmall: SpaceSemanticToken { values[.fixedXsmall] }
    /// `fixedSmall`.
    public var fixedSmall: SpaceSemanticToken { values[.fixedSmall] }
    /// `fixedMedium`.
    public var fixedMedium: SpaceSemanticToken { values[.fixedMedium] }
    /// `fixedLarge`.
    public var fixedLarge: SpaceSemanticToken { values[.fixedLarge] }
    /// `fixedXlarge`.
    public var fixedXlarge: SpaceSemanticToken { values[.fixedXlarge] }
    /// `fixed2xlarge`.
    public var fixed2xlarge: SpaceSemanticToken { values[.fixed2xlarge] }
    /// `fixed3xlarge`.
    public var fixed3xlarge: SpaceSemanticToken { values[.fixed3xlarge] }
    /// `fixed4xlarge`.
    public var fixed4xlarge: SpaceSemanticToken { values[.fixed4xlarge] }
    /// `fixed5xlarge`.
    public var fixed5xlarge: SpaceSemanticToken { values[.fixed5xlarge] }
    /// `paddingBlockNone`.
    public var paddingBlockNone: SpaceSemanticToken { values[.paddingBlockNone] }
    /// `paddingBlock4xsmall`.
    public var paddingBlock4xsmall: SpaceSemanticToken { values[.paddingBlock4xsmall] }
    /// `paddingBlock3xsmall`.
    public var paddingBlock3xsmall: SpaceSemanticToken { values[.paddingBlock3xsmall] }
    /// `paddingBlock2xsmall`.
    public var paddingBlock2xsmall: SpaceSemanticToken { values[.paddingBlock2xsmall] }
    /// `paddingBlockXsmall`.
    public var paddingBlockXsmall: SpaceSemanticToken { values[.paddingBlockXsmall] }
    /// `paddingBlockSmall`.
    public var paddingBlockSmall: SpaceSemanticToken { values[.paddingBlockSmall] }
    /// `paddingBlockMedium`.
    public var paddingBlockMedium: SpaceSemanticToken { values[.paddingBlockMedium] }
    /// `paddingBlockLarge`.
    public var paddingBlockLarge: SpaceSemanticToken { values[.paddingBlockLarge] }
    /// `paddingBlockXlarge`.
    public var paddingBlockXlarge: SpaceSemanticToken { values[.paddingBlockXlarge] }
    /// `paddingBlock2xlarge`.
    public var paddingBlock2xlarge: SpaceSemanticToken { values[.paddingBlock2xlarge] }
    /// `paddingBlock3xlarge`.
    public var paddingBlock3xlarge: SpaceSemanticToken { values[.paddingBlock3xlarge] }
    /// `paddingBlock4xlarge`.
    public var paddingBlock4xlarge: SpaceSemanticToken { values[.paddingBlock4xlarge] }
    /// `paddingInlineNone`.
    public var paddingInlineNone: SpaceSemanticToken { values[.paddingInlineNone] }
    /// `paddingInline4xsmall`.
    public var paddingInline4xsmall: SpaceSemanticToken { values[.paddingInline4xsmall] }
    /// `paddingInline3xsmall`.
    public var paddingInline3xsmall: SpaceSemanticToken { values[.paddingInline3xsmall] }
    /// `paddingInline2xsmall`.
    public var paddingInline2xsmall: SpaceSemanticToken { values[.paddingInline2xsmall] }
    /// `paddingInlineXsmall`.
    public var paddingInlineXsmall: SpaceSemanticToken { values[.paddingInlineXsmall] }
    /// `paddingInlineSmall`.
    public var paddingInlineSmall: SpaceSemanticToken { values[.paddingInlineSmall] }
    /// `paddingInlineMedium`.
    public var paddingInlineMedium: SpaceSemanticToken { values[.paddingInlineMedium] }
    /// `paddingInlineLarge`.
    public var paddingInlineLarge: SpaceSemanticToken { values[.paddingInlineLarge] }
    /// `paddingInlineXlarge`.
    public var paddingInlineXlarge: SpaceSemanticToken { values[.paddingInlineXlarge] }
    /// `paddingInline2xlarge`.
    public var paddingInline2xlarge: SpaceSemanticToken { values[.paddingInline2xlarge] }
    /// `paddingInline3xlarge`.
    public var paddingInline3xlarge: SpaceSemanticToken { values[.paddingInline3xlarge] }
    /// `paddingInline4xlarge`.
    public var paddingInline4xlarge: SpaceSemanticToken { values[.paddingInline4xlarge] }
    /// `columnGapNone`.
    public var columnGapNone: SpaceSemanticToken { values[.columnGapNone] }
    /// `columnGap3xsmall`.
    public var columnGap3xsmall: SpaceSemanticToken { values[.columnGap3xsmall] }
    /// `columnGap2xsmall`.
    public var columnGap2xsmall: SpaceSemanticToken { values[.columnGap2xsmall] }
    /// `columnGapXsmall`.
    public var columnGapXsmall: SpaceSemanticToken { values[.columnGapXsmall] }
    /// `columnGapSmall`.
    public var columnGapSmall: SpaceSemanticToken { values[.columnGapSmall] }
    /// `columnGapMedium`.
    public var columnGapMedium: SpaceSemanticToken { values[.columnGapMedium] }
    /// `columnGapLarge`.
    public var columnGapLarge: SpaceSemanticToken { values[.columnGapLarge] }
    /// `columnGapXlarge`.
    public var columnGapXlarge: SpaceSemanticToken { values[.columnGapXlarge] }
    /// `columnGap2xlarge`.
    public var columnGap2xlarge: SpaceSemanticToken { values[.columnGap2xlarge] }
    /// `rowGapNone`.
    public var rowGapNone: SpaceSemanticToken { values[.rowGapNone] }
    /// `rowGap3xsmall`.
    public var rowGap3xsmall: SpaceSemanticToken { values[.rowGap3xsmall] }
    /// `rowGap2xsmall`.
    public var rowGap2xsmall: SpaceSemanticToken { values[.rowGap2xsmall] }
    /// `rowGapXsmall`.
    public var rowGapXsmall: SpaceSemanticToken { values[.rowGapXsmall] }
    /// `rowGapSmall`.
    public var rowGapSmall: SpaceSemanticToken { values[.rowGapSmall] }
    /// `rowGapMedium`.
    public var rowGapMedium: SpaceSemanticToken { values[.rowGapMedium] }
    /// `rowGapLarge`.
    public var rowGapLarge: SpaceSemanticToken { values[.rowGapLarge] }
    /// `insetNone`.
    public var insetNone: SpaceSemanticToken { values[.insetNone] }
    /// `inset4xsmall`.
    public var inset4xsmall: SpaceSemanticToken { values[.inset4xsmall] }
    /// `inset3xsmall`.
    public var inset3xsmall: SpaceSemanticToken { values[.inset3xsmall] }
    /// `inset2xsmall`.
    public var inset2xsmall: SpaceSemanticToken { values[.inset2xsmall] }
    /// `insetXsmall`.
    public var insetXsmall: SpaceSemanticToken { values[.insetXsmall] }
    /// `insetSmall`.
    public var insetSmall: SpaceSemanticToken { values[.insetSmall] }
    /// `insetMedium`.
    public var insetMedium: SpaceSemanticToken { values[.insetMedium] }
    /// `insetLarge`.
    public var insetLarge: SpaceSemanticToken { values[.insetLarge] }
    /// `insetXlarge`.
    public var insetXlarge: SpaceSemanticToken { values[.insetXlarge] }
    /// `inset2xlarge`.
    public var inset2xlarge: SpaceSemanticToken { values[.inset2xlarge] }
    /// `inset3xlarge`.
    public var inset3xlarge: SpaceSemanticToken { values[.inset3xlarge] }
    /// `scaledNone` (compact and regular).
    public var scaledNone: MultipleSpaceSemanticToken { multiples[.scaledNone] }
    /// `scaled3xsmall` (compact and regular).
    public var scaled3xsmall: MultipleSpaceSemanticToken { multiples[.scaled3xsmall] }
    /// `scaled2xsmall` (compact and regular).
    public var scaled2xsmall: MultipleSpaceSemanticToken { multiples[.scaled2xsmall] }
    /// `scaledXsmall` (compact and regular).
    public var scaledXsmall: MultipleSpaceSemanticToken { multiples[.scaledXsmall] }
    /// `scaledSmall` (compact and regular).
    public var scaledSmall: MultipleSpaceSemanticToken { multiples[.scaledSmall] }
    /// `scaledMedium` (compact and regular).
    public var scaledMedium: MultipleSpaceSemanticToken { multiples[.scaledMedium] }
    /// `scaledLarge` (compact and regular).
    public var scaledLarge: MultipleSpaceSemanticToken { multiples[.scaledLarge] }
    /// `scaledXlarge` (compact and regular).
    public var scaledXlarge: MultipleSpaceSemanticToken { multiples[.scaledXlarge] }
    /// `scaled2xlarge` (compact and regular).
    public var scaled2xlarge: MultipleSpaceSemanticToken { multiples[.scaled2xlarge] }
    /// `scaled3xlarge` (compact and regular).
    public var scaled3xlarge: MultipleSpaceSemanticToken { multiples[.scaled3xlarge] }
}
