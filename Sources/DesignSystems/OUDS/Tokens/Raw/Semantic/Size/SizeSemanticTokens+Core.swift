import ProofUI

// OUDS core values of the size tokens, shared by the brands unless a theme overrides them
// (`ouds-tokens.md` §2.7).

extension SizeSemanticTokens {
    /// The OUDS core (and Orange) values.
    public static let oudsCore = SizeSemanticTokens(
        values: OUDSTokenTable { name -> SizeSemanticToken in
            switch name {
            case .iconDecorative4xsmall: 10
            case .iconDecorative3xsmall: 12
            case .iconDecorative2xsmall: 16
            case .iconDecorativeXsmall: 24
            case .iconDecorativeSmall: 32
            case .iconDecorativeMedium: 40
            case .iconDecorativeLarge: 48
            case .iconDecorativeXlarge: 56
            case .iconDecorative2xlarge: 72
            case .iconWithLabelXlargeSizeXsmall: 28
            case .iconWithLabelXlargeSizeSmall: 32
            case .iconWithLabelXlargeSizeMedium: 36
            case .iconWithLabelXlargeSizeLarge: 40
            case .iconWithLabelLargeSizeXsmall: 20
            case .iconWithLabelLargeSizeSmall: 24
            case .iconWithLabelLargeSizeMedium: 28
            case .iconWithLabelLargeSizeLarge: 32
            case .iconWithLabelLargeSizeXlarge: 36
            case .iconWithLabelMediumSizeXsmall: 12
            case .iconWithLabelMediumSizeSmall: 16
            case .iconWithLabelMediumSizeMedium: 20
            case .iconWithLabelMediumSizeLarge: 24
            case .iconWithLabelSmallSizeXsmall: 10
            case .iconWithLabelSmallSizeSmall: 12
            case .iconWithLabelSmallSizeMedium: 16
            case .iconWithLabelSmallSizeLarge: 20
            case .minInteractiveArea: 48
            case .minInteractiveAreaSmall: 40
            }
        },
        multiples: OUDSTokenTable { name -> MultipleSizeSemanticToken in
            switch name {
            case .iconWithBodyLargeSizeSmall: MultipleSizeSemanticToken(compact: 20, regular: 20)
            case .iconWithBodyLargeSizeMedium: MultipleSizeSemanticToken(compact: 24, regular: 24)
            case .iconWithBodyLargeSizeLarge: MultipleSizeSemanticToken(compact: 28, regular: 28)
            case .iconWithBodyMediumSizeSmall: MultipleSizeSemanticToken(compact: 16, regular: 16)
            case .iconWithBodyMediumSizeMedium: MultipleSizeSemanticToken(compact: 20, regular: 20)
            case .iconWithBodyMediumSizeLarge: MultipleSizeSemanticToken(compact: 24, regular: 24)
            case .iconWithBodySmallSizeSmall: MultipleSizeSemanticToken(compact: 12, regular: 12)
            case .iconWithBodySmallSizeMedium: MultipleSizeSemanticToken(compact: 16, regular: 16)
            case .iconWithBodySmallSizeLarge: MultipleSizeSemanticToken(compact: 20, regular: 20)
            case .iconWithHeadingXlargeSizeSmall: MultipleSizeSemanticToken(compact: 36, regular: 44)
            case .iconWithHeadingXlargeSizeMedium: MultipleSizeSemanticToken(compact: 40, regular: 48)
            case .iconWithHeadingXlargeSizeLarge: MultipleSizeSemanticToken(compact: 44, regular: 52)
            case .iconWithHeadingLargeSizeSmall: MultipleSizeSemanticToken(compact: 32, regular: 36)
            case .iconWithHeadingLargeSizeMedium: MultipleSizeSemanticToken(compact: 36, regular: 40)
            case .iconWithHeadingLargeSizeLarge: MultipleSizeSemanticToken(compact: 40, regular: 44)
            case .iconWithHeadingMediumSizeSmall: MultipleSizeSemanticToken(compact: 24, regular: 32)
            case .iconWithHeadingMediumSizeMedium: MultipleSizeSemanticToken(compact: 28, regular: 36)
            case .iconWithHeadingMediumSizeLarge: MultipleSizeSemanticToken(compact: 32, regular: 40)
            case .iconWithHeadingSmallSizeSmall: MultipleSizeSemanticToken(compact: 24, regular: 24)
            case .iconWithHeadingSmallSizeMedium: MultipleSizeSemanticToken(compact: 28, regular: 28)
            case .iconWithHeadingSmallSizeLarge: MultipleSizeSemanticToken(compact: 32, regular: 32)
            case .maxWidthBody: MultipleSizeSemanticToken(compact: 640, regular: 640)
            case .maxWidthLabel: MultipleSizeSemanticToken(compact: 640, regular: 640)
            case .maxWidthHeadingSmall: MultipleSizeSemanticToken(compact: 640, regular: 720)
            case .maxWidthHeadingMedium: MultipleSizeSemanticToken(compact: 720, regular: 720)
            case .maxWidthHeadingLarge: MultipleSizeSemanticToken(compact: 720, regular: 880)
            case .maxWidthHeadingXlarge: MultipleSizeSemanticToken(compact: 720, regular: 880)
            case .maxWidthDisplay: MultipleSizeSemanticToken(compact: 880, regular: 880)
            }
        })
}
