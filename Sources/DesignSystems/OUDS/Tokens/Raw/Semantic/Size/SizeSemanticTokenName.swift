/// Names of the single-valued size tokens (`theme.size.<name>`).
public enum SizeSemanticTokenName: String, OUDSTokenName {
    /// The token names.
    case iconDecorative4xsmall, iconDecorative3xsmall, iconDecorative2xsmall, iconDecorativeXsmall, iconDecorativeSmall,
        iconDecorativeMedium, iconDecorativeLarge, iconDecorativeXlarge, iconDecorative2xlarge,
        iconWithLabelXlargeSizeXsmall, iconWithLabelXlargeSizeSmall, iconWithLabelXlargeSizeMedium,
        iconWithLabelXlargeSizeLarge, iconWithLabelLargeSizeXsmall, iconWithLabelLargeSizeSmall,
        iconWithLabelLargeSizeMedium, iconWithLabelLargeSizeLarge, iconWithLabelLargeSizeXlarge,
        iconWithLabelMediumSizeXsmall, iconWithLabelMediumSizeSmall, iconWithLabelMediumSizeMedium,
        iconWithLabelMediumSizeLarge, iconWithLabelSmallSizeXsmall, iconWithLabelSmallSizeSmall,
        iconWithLabelSmallSizeMedium, iconWithLabelSmallSizeLarge, minInteractiveArea, minInteractiveAreaSmall
}
