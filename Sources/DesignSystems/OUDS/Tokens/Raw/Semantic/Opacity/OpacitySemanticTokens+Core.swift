import ProofUI

// OUDS core values of the opacity tokens, shared by the brands unless a theme overrides them
// (`ouds-tokens.md` §2.9).

extension OpacitySemanticTokens {
    /// The OUDS core (and Orange) values.
    public static let oudsCore = OpacitySemanticTokens(
        values: OUDSTokenTable { name -> OpacitySemanticToken in
            switch name {
            case .invisible: 0
            case .weakest: 0.04
            case .weaker: 0.16
            case .weak: 0.32
            case .medium: 0.56
            case .strong: 0.64
            case .disabled: 0.2
            case .opaque: 1
            }
        })
}
