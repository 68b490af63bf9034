import ProofUI

// OUDS core values of the effect tokens, shared by the brands unless a theme overrides them
// (`ouds-tokens.md`).

extension EffectSemanticTokens {
    /// The OUDS core (and Orange) values.
    public static let oudsCore = EffectSemanticTokens(
        values: OUDSTokenTable { name -> EffectSemanticToken in
            switch name {
            case .blurDrag: 48
            }
        })
}
