import ProofUI

// OUDS core values of the grid tokens, shared by the brands unless a theme overrides them
// (`ouds-tokens.md`).

extension GridSemanticTokens {
    /// The OUDS core (and Orange) values.
    public static let oudsCore = GridSemanticTokens(
        values: OUDSTokenTable { name -> GridSemanticToken in
            switch name {
            case .extraCompactMinWidth: 320
            case .extraCompactMaxWidth: 389
            case .extraCompactMargin: 16
            case .extraCompactColumnGap: 8
            case .compactMinWidth: 390
            case .compactMaxWidth: 852
            case .compactMargin: 24
            case .compactColumnGap: 8
            case .regularMinWidth: 736
            case .regularMaxWidth: 1336
            case .regularMargin: 32
            case .regularColumnGap: 24
            }
        })
}
