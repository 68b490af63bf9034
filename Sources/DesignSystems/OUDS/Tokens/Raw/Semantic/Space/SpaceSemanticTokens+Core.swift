import ProofUI

// OUDS core values of the space tokens, shared by the brands unless a theme overrides them
// (`ouds-tokens.md` §2.6).

extension SpaceSemanticTokens {
    /// The OUDS core (and Orange) values.
    public static let oudsCore = SpaceSemanticTokens(
        values: OUDSTokenTable { name -> SpaceSemanticToken in
            switch name {
            case .fixedNone: 0
            case .fixed3xsmall: 2
            case .fixed2xsmall: 4
            case .fixedXsmall: 8
            case .fixedSmall: 12
            case .fixedMedium: 16
            case .fixedLarge: 24
            case .fixedXlarge: 32
            case .fixed2xlarge: 40
            case .fixed3xlarge: 48
            case .fixed4xlarge: 56
            case .fixed5xlarge: 64
            case .paddingBlockNone: 0
            case .paddingBlock4xsmall: 2
            case .paddingBlock3xsmall: 4
            case .paddingBlock2xsmall: 6
            case .paddingBlockXsmall: 8
            case .paddingBlockSmall: 10
            case .paddingBlockMedium: 12
            case .paddingBlockLarge: 16
            case .paddingBlockXlarge: 20
            case .paddingBlock2xlarge: 24
            case .paddingBlock3xlarge: 28
            case .paddingBlock4xlarge: 32
            case .paddingInlineNone: 0
            case .paddingInline4xsmall: 2
            case .paddingInline3xsmall: 4
            case .paddingInline2xsmall: 6
            case .paddingInlineXsmall: 8
            case .paddingInlineSmall: 10
            case .paddingInlineMedium: 12
            case .paddingInlineLarge: 16
            case .paddingInlineXlarge: 20
            case .paddingInline2xlarge: 24
            case .paddingInline3xlarge: 28
            case .paddingInline4xlarge: 32
            case .columnGapNone: 0
            case .columnGap3xsmall: 2
            case .columnGap2xsmall: 4
            case .columnGapXsmall: 6
            case .columnGapSmall: 8
            case .columnGapMedium: 12
            case .columnGapLarge: 16
            case .columnGapXlarge: 20
            case .columnGap2xlarge: 24
            case .rowGapNone: 0
            case .rowGap3xsmall: 2
            case .rowGap2xsmall: 4
            case .rowGapXsmall: 6
            case .rowGapSmall: 8
            case .rowGapMedium: 12
            case .rowGapLarge: 16
            case .insetNone: 0
            case .inset4xsmall: 1
            case .inset3xsmall: 2
            case .inset2xsmall: 4
            case .insetXsmall: 6
            case .insetSmall: 8
            case .insetMedium: 12
            case .insetLarge: 16
            case .insetXlarge: 24
            case .inset2xlarge: 32
            case .inset3xlarge: 40
            }
        },
        multiples: OUDSTokenTable { name -> MultipleSpaceSemanticToken in
            switch name {
            case .scaledNone: MultipleSpaceSemanticToken(compact: 0, regular: 0)
            case .scaled3xsmall: MultipleSpaceSemanticToken(compact: 2, regular: 4)
            case .scaled2xsmall: MultipleSpaceSemanticToken(compact: 4, regular: 8)
            case .scaledXsmall: MultipleSpaceSemanticToken(compact: 8, regular: 12)
            case .scaledSmall: MultipleSpaceSemanticToken(compact: 12, regular: 16)
            case .scaledMedium: MultipleSpaceSemanticToken(compact: 16, regular: 24)
            case .scaledLarge: MultipleSpaceSemanticToken(compact: 24, regular: 32)
            case .scaledXlarge: MultipleSpaceSemanticToken(compact: 32, regular: 40)
            case .scaled2xlarge: MultipleSpaceSemanticToken(compact: 40, regular: 48)
            case .scaled3xlarge: MultipleSpaceSemanticToken(compact: 48, regular: 56)
            }
        })
}
