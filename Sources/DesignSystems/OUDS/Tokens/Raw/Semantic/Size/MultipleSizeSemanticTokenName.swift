/// Names of the size tokens with a compact (mobile) and a regular (tablet) value.
public enum MultipleSizeSemanticTokenName: String, OUDSTokenName {
    /// The token names.
    case iconWithBodyLargeSizeSmall, iconWithBodyLargeSizeMedium, iconWithBodyLargeSizeLarge,
        iconWithBodyMediumSizeSmall, iconWithBodyMediumSizeMedium, iconWithBodyMediumSizeLarge,
        iconWithBodySmallSizeSmall, iconWithBodySmallSizeMedium, iconWithBodySmallSizeLarge,
        iconWithHeadingXlargeSizeSmall, iconWithHeadingXlargeSizeMedium, iconWithHeadingXlargeSizeLarge,
        iconWithHeadingLargeSizeSmall, iconWithHeadingLargeSizeMedium, iconWithHeadingLargeSizeLarge,
        iconWithHeadingMediumSizeSmall, iconWithHeadingMediumSizeMedium, iconWithHeadingMediumSizeLarge,
        iconWithHeadingSmallSizeSmall, iconWithHeadingSmallSizeMedium, iconWithHeadingSmallSizeLarge, maxWidthBody,
        maxWidthLabel, maxWidthHeadingSmall, maxWidthHeadingMedium, maxWidthHeadingLarge, maxWidthHeadingXlarge,
        maxWidthDisplay
}
