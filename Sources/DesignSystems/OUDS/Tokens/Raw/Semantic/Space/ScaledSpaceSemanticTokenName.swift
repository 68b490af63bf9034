/// Names of the space tokens with a compact (mobile) and a regular (tablet) value.
public enum ScaledSpaceSemanticTokenName: String, OUDSTokenName {
    /// The token names.
    case scaledNone, scaled3xsmall, scaled2xsmall, scaledXsmall, scaledSmall, scaledMedium, scaledLarge, scaledXlarge,
        scaled2xlarge, scaled3xlarge
}
