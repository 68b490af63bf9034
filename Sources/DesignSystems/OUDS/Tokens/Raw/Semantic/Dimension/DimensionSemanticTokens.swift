import ProofUI

/// The dimension tokens of a theme (§2.1). Override one with its subscript:
/// `tokens[.dimensionNone] = …`.
public struct DimensionSemanticTokens: Sendable, Equatable {
    /// Values of the single-valued tokens.
    public var values: OUDSTokenTable<DimensionSemanticTokenName, DimensionSemanticToken>

    /// Tokens with the given values.
    public init(values: OUDSTokenTable<DimensionSemanticTokenName, DimensionSemanticToken>) {
        self.values = values
    }

    /// The value of a single-valued token.
    public subscript(name: DimensionSemanticTokenName) -> DimensionSemanticToken {
        get { values[name] }
        set { values[name] = newValue }
    }

    // One accessor per token.
    /// `dimensionNone`.
    public var dimensionNone: DimensionSemanticToken { values[.dimensionNone] }
    /// `dimension12xs`.
    public var dimension12xs: DimensionSemanticToken { values[.dimension12xs] }
    /// `dimension11xs`.
    public var dimension11xs: DimensionSemanticToken { values[.dimension11xs] }
    /// `dimension10xs`.
    public var dimension10xs: DimensionSemanticToken { values[.dimension10xs] }
    /// `dimension9xs`.
    public var dimension9xs: DimensionSemanticToken { values[.dimension9xs] }
    /// `dimension8xs`.
    public var dimension8xs: DimensionSemanticToken { values[.dimension8xs] }
    /// `dimension7xs`.
    public var dimension7xs: DimensionSemanticToken { values[.dimension7xs] }
    /// `dimension6xs`.
    public var dimension6xs: DimensionSemanticToken { values[.dimension6xs] }
    /// `dimension5xs`.
    public var dimension5xs: DimensionSemanticToken { values[.dimension5xs] }
    /// `dimension4xs`.
    public var dimension4xs: DimensionSemanticToken { values[.dimension4xs] }
    /// `dimension3xs`.
    public var dimension3xs: DimensionSemanticToken { values[.dimension3xs] }
    /// `dimension2xs`.
    public var dimension2xs: DimensionSemanticToken { values[.dimension2xs] }
    /// `dimensionXs`.
    public var dimensionXs: DimensionSemanticToken { values[.dimensionXs] }
    /// `dimensionSm`.
    public var dimensionSm: DimensionSemanticToken { values[.dimensionSm] }
    /// `dimensionMd`.
    public var dimensionMd: DimensionSemanticToken { values[.dimensionMd] }
    /// `dimensionLg`.
    public var dimensionLg: DimensionSemanticToken { values[.dimensionLg] }
    /// `dimensionXl`.
    public var dimensionXl: DimensionSemanticToken { values[.dimensionXl] }
    /// `dimension2xl`.
    public var dimension2xl: DimensionSemanticToken { values[.dimension2xl] }
    /// `dimension3xl`.
    public var dimension3xl: DimensionSemanticToken { values[.dimension3xl] }
    /// `dimension4xl`.
    public var dimension4xl: DimensionSemanticToken { values[.dimension4xl] }
    /// `dimension5xl`.
    public var dimension5xl: DimensionSemanticToken { values[.dimension5xl] }
    /// `dimension6xl`.
    public var dimension6xl: DimensionSemanticToken { values[.dimension6xl] }
    /// `dimension7xl`.
    public var dimension7xl: DimensionSemanticToken { values[.dimension7xl] }
    /// `dimension8xl`.
    public var dimension8xl: DimensionSemanticToken { values[.dimension8xl] }
    /// `dimension9xl`.
    public var dimension9xl: DimensionSemanticToken { values[.dimension9xl] }
    /// `dimension10xl`.
    public var dimension10xl: DimensionSemanticToken { values[.dimension10xl] }
    /// `dimension11xl`.
    public var dimension11xl: DimensionSemanticToken { values[.dimension11xl] }
}
