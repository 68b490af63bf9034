import ProofUI

// OUDS core values of the dimension tokens, shared by the brands unless a theme overrides them
// (`ouds-tokens.md` §2.1).

extension DimensionSemanticTokens {
    /// The OUDS core (and Orange) values.
    public static let oudsCore = DimensionSemanticTokens(
        values: OUDSTokenTable { name -> DimensionSemanticToken in
            switch name {
            case .dimensionNone: 0
            case .dimension12xs: 1
            case .dimension11xs: 2
            case .dimension10xs: 4
            case .dimension9xs: 6
            case .dimension8xs: 8
            case .dimension7xs: 10
            case .dimension6xs: 12
            case .dimension5xs: 16
            case .dimension4xs: 20
            case .dimension3xs: 24
            case .dimension2xs: 28
            case .dimensionXs: 32
            case .dimensionSm: 36
            case .dimensionMd: 40
            case .dimensionLg: 44
            case .dimensionXl: 48
            case .dimension2xl: 52
            case .dimension3xl: 56
            case .dimension4xl: 60
            case .dimension5xl: 64
            case .dimension6xl: 72
            case .dimension7xl: 80
            case .dimension8xl: 96
            case .dimension9xl: 112
            case .dimension10xl: 128
            case .dimension11xl: 144
            }
        })
}
