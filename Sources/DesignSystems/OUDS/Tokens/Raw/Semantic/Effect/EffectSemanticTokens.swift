import ProofUI

/// The effect tokens of a theme. Override one with its subscript:
/// `tokens[.blurDrag] = …`.
public struct EffectSemanticTokens: Sendable, Equatable {
    /// Values of the single-valued tokens.
    public var values: OUDSTokenTable<EffectSemanticTokenName, EffectSemanticToken>

    /// Tokens with the given values.
    public init(values: OUDSTokenTable<EffectSemanticTokenName, EffectSemanticToken>) {
        self.values = values
    }

    /// The value of a single-valued token.
    public subscript(name: EffectSemanticTokenName) -> EffectSemanticToken {
        get { values[name] }
        set { values[name] = newValue }
    }

    // One accessor per token.
    /// `blurDrag`.
    public var blurDrag: EffectSemanticToken { values[.blurDrag] }
}
