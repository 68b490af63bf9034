import ProofUI

/// The size tokens of a theme (§2.7). Override one with its subscript:
/// `tokens[.iconDecorative4xsmall] = …`.
public struct SizeSemanticTokens: Sendable, Equatable {
    /// Values of the single-valued tokens.
    public var values: OUDSTokenTable<SizeSemanticTokenName, SizeSemanticToken>
    /// Values of the compact/regular tokens.
    public var multiples: OUDSTokenTable<MultipleSizeSemanticTokenName, MultipleSizeSemanticToken>

    /// Tokens with the given values.
    public init(
        values: OUDSTokenTable<SizeSemanticTokenName, SizeSemanticToken>,
        multiples: OUDSTokenTable<MultipleSizeSemanticTokenName, MultipleSizeSemanticToken>
    ) {
        self.values = values
        self.multiples = multiples
    }

    /// The value of a single-valued token.
    public subscript(name: SizeSemanticTokenName) -> SizeSemanticToken {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The value of a compact/regular token.
    public subscript(name: MultipleSizeSemanticTokenName) -> MultipleSizeSemanticToken {
        get { multiples[name] }
        set { multiples[name] = newValue }
    }

    // One accessor per token.
    /// `iconDecorative4xsmall`.
    public var iconDecorative4xsmall: SizeSemanticToken { values[.iconDecorative4xsmall] }
    /// `iconDecorative3xsmall`.
    public var iconDecorative3xsmall: SizeSemanticToken { values[.iconDecorative3xsmall] }
    /// `iconDecorative2xsmall`.
    public var iconDecorative2xsmall: SizeSemanticToken { values[.iconDecorative2xsmall] }
    /// `iconDecorativeXsmall`.
    public var iconDecorativeXsmall: SizeSemanticToken { values[.iconDecorativeXsmall] }
    /// `iconDecorativeSmall`.
    public var iconDecorativeSmall: SizeSemanticToken { values[.iconDecorativeSmall] }
    /// `iconDecorativeMedium`.
    public var iconDecorativeMedium: SizeSemanticToken { values[.iconDecorativeMedium] }
    /// `iconDecorativeLarge`.
    public var iconDecorativeLarge: SizeSemanticToken { values[.iconDecorativeLarge] }
    /// `iconDecorativeXlarge`.
    public var iconDecorativeXlarge: SizeSemanticToken { values[.iconDecorativeXlarge] }
    /// `iconDecorative2xlarge`.
    public var iconDecorative2xlarge: SizeSemanticToken { values[.iconDecorative2xlarge] }
    /// `iconWithLabelXlargeSizeXsmall`.
    public var iconWithLabelXlargeSizeXsmall: SizeSemanticToken { values[.iconWithLabelXlargeSizeXsmall] }
    /// `iconWithLabelXlargeSizeSmall`.
    public var iconWithLabelXlargeSizeSmall: SizeSemanticToken { values[.iconWithLabelXlargeSizeSmall] }
    /// `iconWithLabelXlargeSizeMedium`.
    public var iconWithLabelXlargeSizeMedium: SizeSemanticToken { values[.iconWithLabelXlargeSizeMedium] }
    /// `iconWithLabelXlargeSizeLarge`.
    public var iconWithLabelXlargeSizeLarge: SizeSemanticToken { values[.iconWithLabelXlargeSizeLarge] }
    /// `iconWithLabelLargeSizeXsmall`.
    public var iconWithLabelLargeSizeXsmall: SizeSemanticToken { values[.iconWithLabelLargeSizeXsmall] }
    /// `iconWithLabelLargeSizeSmall`.
    public var iconWithLabelLargeSizeSmall: SizeSemanticToken { values[.iconWithLabelLargeSizeSmall] }
    /// `iconWithLabelLargeSizeMedium`.
    public var iconWithLabelLargeSizeMedium: SizeSemanticToken { values[.iconWithLabelLargeSizeMedium] }
    /// `iconWithLabelLargeSizeLarge`.
    public var iconWithLabelLargeSizeLarge: SizeSemanticToken { values[.iconWithLabelLargeSizeLarge] }
    /// `iconWithLabelLargeSizeXlarge`.
    public var iconWithLabelLargeSizeXlarge: SizeSemanticToken { values[.iconWithLabelLargeSizeXlarge] }
    /// `iconWithLabelMediumSizeXsmall`.
    public var iconWithLabelMediumSizeXsmall: SizeSemanticToken { values[.iconWithLabelMediumSizeXsmall] }
    /// `iconWithLabelMediumSizeSmall`.
    public var iconWithLabelMediumSizeSmall: SizeSemanticToken { values[.iconWithLabelMediumSizeSmall] }
    /// `iconWithLabelMediumSizeMedium`.
    public var iconWithLabelMediumSizeMedium: SizeSemanticToken { values[.iconWithLabelMediumSizeMedium] }
    /// `iconWithLabelMediumSizeLarge`.
    public var iconWithLabelMediumSizeLarge: SizeSemanticToken { values[.iconWithLabelMediumSizeLarge] }
    /// `iconWithLabelSmallSizeXsmall`.
    public var iconWithLabelSmallSizeXsmall: SizeSemanticToken { values[.iconWithLabelSmallSizeXsmall] }
    /// `iconWithLabelSmallSizeSmall`.
    public var iconWithLabelSmallSizeSmall: SizeSemanticToken { values[.iconWithLabelSmallSizeSmall] }
    /// `iconWithLabelSmallSizeMedium`.
    public var iconWithLabelSmallSizeMedium: SizeSemanticToken { values[.iconWithLabelSmallSizeMedium] }
    /// `iconWithLabelSmallSizeLarge`.
    public var iconWithLabelSmallSizeLarge: SizeSemanticToken { values[.iconWithLabelSmallSizeLarge] }
    /// `minInteractiveArea`.
    public var minInteractiveArea: SizeSemanticToken { values[.minInteractiveArea] }
    /// `minInteractiveAreaSmall`: the touch area of small controls (small buttons).
    public var minInteractiveAreaSmall: SizeSemanticToken { values[.minInteractiveAreaSmall] }
    /// `iconWithBodyLargeSizeSmall` (compact and regular).
    public var iconWithBodyLargeSizeSmall: MultipleSizeSemanticToken { multiples[.iconWithBodyLargeSizeSmall] }
    /// `iconWithBodyLargeSizeMedium` (compact and regular).
    public var iconWithBodyLargeSizeMedium: MultipleSizeSemanticToken { multiples[.iconWithBodyLargeSizeMedium] }
    /// `iconWithBodyLargeSizeLarge` (compact and regular).
    public var iconWithBodyLargeSizeLarge: MultipleSizeSemanticToken { multiples[.iconWithBodyLargeSizeLarge] }
    /// `iconWithBodyMediumSizeSmall` (compact and regular).
    public var iconWithBodyMediumSizeSmall: MultipleSizeSemanticToken { multiples[.iconWithBodyMediumSizeSmall] }
    /// `iconWithBodyMediumSizeMedium` (compact and regular).
    public var iconWithBodyMediumSizeMedium: MultipleSizeSemanticToken { multiples[.iconWithBodyMediumSizeMedium] }
    /// `iconWithBodyMediumSizeLarge` (compact and regular).
    public var iconWithBodyMediumSizeLarge: MultipleSizeSemanticToken { multiples[.iconWithBodyMediumSizeLarge] }
    /// `iconWithBodySmallSizeSmall` (compact and regular).
    public var iconWithBodySmallSizeSmall: MultipleSizeSemanticToken { multiples[.iconWithBodySmallSizeSmall] }
    /// `iconWithBodySmallSizeMedium` (compact and regular).
    public var iconWithBodySmallSizeMedium: MultipleSizeSemanticToken { multiples[.iconWithBodySmallSizeMedium] }
    /// `iconWithBodySmallSizeLarge` (compact and regular).
    public var iconWithBodySmallSizeLarge: MultipleSizeSemanticToken { multiples[.iconWithBodySmallSizeLarge] }
    /// `iconWithHeadingXlargeSizeSmall` (compact and regular).
    public var iconWithHeadingXlargeSizeSmall: MultipleSizeSemanticToken { multiples[.iconWithHeadingXlargeSizeSmall] }
    /// `iconWithHeadingXlargeSizeMedium` (compact and regular).
    public var iconWithHeadingXlargeSizeMedium: MultipleSizeSemanticToken {
        multiples[.iconWithHeadingXlargeSizeMedium]
    }
    /// `iconWithHeadingXlargeSizeLarge` (compact and regular).
    public var iconWithHeadingXlargeSizeLarge: MultipleSizeSemanticToken { multiples[.iconWithHeadingXlargeSizeLarge] }
    /// `iconWithHeadingLargeSizeSmall` (compact and regular).
    public var iconWithHeadingLargeSizeSmall: MultipleSizeSemanticToken { multiples[.iconWithHeadingLargeSizeSmall] }
    /// `iconWithHeadingLargeSizeMedium` (compact and regular).
    public var iconWithHeadingLargeSizeMedium: MultipleSizeSemanticToken { multiples[.iconWithHeadingLargeSizeMedium] }
    /// `iconWithHeadingLargeSizeLarge` (compact and regular).
    public var iconWithHeadingLargeSizeLarge: MultipleSizeSemanticToken { multiples[.iconWithHeadingLargeSizeLarge] }
    /// `iconWithHeadingMediumSizeSmall` (compact and regular).
    public var iconWithHeadingMediumSizeSmall: MultipleSizeSemanticToken { multiples[.iconWithHeadingMediumSizeSmall] }
    /// `iconWithHeadingMediumSizeMedium` (compact and regular).
    public var iconWithHeadingMediumSizeMedium: MultipleSizeSemanticToken {
        multiples[.iconWithHeadingMediumSizeMedium]
    }
    /// `iconWithHeadingMediumSizeLarge` (compact and regular).
    public var iconWithHeadingMediumSizeLarge: MultipleSizeSemanticToken { multiples[.iconWithHeadingMediumSizeLarge] }
    /// `iconWithHeadingSmallSizeSmall` (compact and regular).
    public var iconWithHeadingSmallSizeSmall: MultipleSizeSemanticToken { multiples[.iconWithHeadingSmallSizeSmall] }
    /// `iconWithHeadingSmallSizeMedium` (compact and regular).
    public var iconWithHeadingSmallSizeMedium: MultipleSizeSemanticToken { multiples[.iconWithHeadingSmallSizeMedium] }
    /// `iconWithHeadingSmallSizeLarge` (compact and regular).
    public var iconWithHeadingSmallSizeLarge: MultipleSizeSemanticToken { multiples[.iconWithHeadingSmallSizeLarge] }
    /// `maxWidthBody` (compact and regular).
    public var maxWidthBody: MultipleSizeSemanticToken { multiples[.maxWidthBody] }
    /// `maxWidthLabel` (compact and regular).
    public var maxWidthLabel: MultipleSizeSemanticToken { multiples[.maxWidthLabel] }
    /// `maxWidthHeadingSmall` (compact and regular).
    public var maxWidthHeadingSmall: MultipleSizeSemanticToken { multiples[.maxWidthHeadingSmall] }
    /// `maxWidthHeadingMedium` (compact and regular).
    public var maxWidthHeadingMedium: MultipleSizeSemanticToken { multiples[.maxWidthHeadingMedium] }
    /// `maxWidthHeadingLarge` (compact and regular).
    public var maxWidthHeadingLarge: MultipleSizeSemanticToken { multiples[.maxWidthHeadingLarge] }
    /// `maxWidthHeadingXlarge` (compact and regular).
    public var maxWidthHeadingXlarge: MultipleSizeSemanticToken { multiples[.maxWidthHeadingXlarge] }
    /// `maxWidthDisplay` (compact and regular).
    public var maxWidthDisplay: MultipleSizeSemanticToken { multiples[.maxWidthDisplay] }
}
