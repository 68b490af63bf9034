/// Names of the single-valued space tokens (`theme.space.<name>`).
public enum SpaceSemanticTokenName: String, OUDSTokenName {
    /// The token names.
    case fixedNone, fixed3xsmall, fixed2xsmall, fixedXsmall, fixedSmall, fixedMedium, fixedLarge, fixedXlarge,
        fixed2xlarge, fixed3xlarge, fixed4xlarge, fixed5xlarge, paddingBlockNone, paddingBlock4xsmall,
        paddingBlock3xsmall, paddingBlock2xsmall, paddingBlockXsmall, paddingBlockSmall, paddingBlockMedium,
        paddingBlockLarge, paddingBlockXlarge, paddingBlock2xlarge, paddingBlock3xlarge, paddingBlock4xlarge,
        paddingInlineNone, paddingInline4xsmall, paddingInline3xsmall, paddingInline2xsmall, paddingInlineXsmall,
        paddingInlineSmall, paddingInlineMedium, paddingInlineLarge, paddingInlineXlarge, paddingInline2xlarge,
        paddingInline3xlarge, paddingInline4xlarge, columnGapNone, columnGap3xsmall, columnGap2xsmall, columnGapXsmall,
        columnGapSmall, columnGapMedium, columnGapLarge, columnGapXlarge, columnGap2xlarge, rowGapNone, rowGap3xsmall,
        rowGap2xsmall, rowGapXsmall, rowGapSmall, rowGapMedium, rowGapLarge, insetNone, inset4xsmall, inset3xsmall,
        inset2xsmall, insetXsmall, insetSmall, insetMedium, insetLarge, insetXlarge, inset2xlarge, inset3xlarge
}
