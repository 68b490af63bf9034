/// Names of the single-valued dimension tokens (`theme.dimension.<name>`).
public enum DimensionSemanticTokenName: String, OUDSTokenName {
    /// The token names.
    case dimensionNone, dimension12xs, dimension11xs, dimension10xs, dimension9xs, dimension8xs, dimension7xs,
        dimension6xs, dimension5xs, dimension4xs, dimension3xs, dimension2xs, dimensionXs, dimensionSm, dimensionMd,
        dimensionLg, dimensionXl, dimension2xl, dimension3xl, dimension4xl, dimension5xl, dimension6xl, dimension7xl,
        dimension8xl, dimension9xl, dimension10xl, dimension11xl
}
