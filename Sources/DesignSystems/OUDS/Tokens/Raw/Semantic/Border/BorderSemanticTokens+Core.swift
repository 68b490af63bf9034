import ProofUI

// OUDS core values of the border radius and width tokens, shared by the brands unless a theme overrides them
// (`ouds-tokens.md` §2.8).

extension BorderSemanticTokens {
    /// The OUDS core (and Orange) values.
    public static let oudsCore = BorderSemanticTokens(
        values: OUDSTokenTable { name -> CGFloat in
            switch name {
            case .radiusNone: 0
            case .radiusDefault: 0
            case .radiusSmall: 4
            case .radiusMedium: 8
            case .radiusLarge: 12
            case .radiusPill: 2000
            case .widthNone: 0
            case .widthDefault: 1
            case .widthThin: 1
            case .widthMedium: 2
            case .widthThick: 3
            case .widthThicker: 4
            case .widthFocus: 5
            case .widthFocusInset: 2
            }
        },
        styleDefault: .solid,
        styleDrag: .dashed)
}
