import ProofUI

/// The opacity tokens of a theme (§2.9). Override one with its subscript:
/// `tokens[.invisible] = …`.
public struct OpacitySemanticTokens: Sendable, Equatable {
    /// Values of the single-valued tokens.
    public var values: OUDSTokenTable<OpacitySemanticTokenName, OpacitySemanticToken>

    /// Tokens with the given values.
    public init(values: OUDSTokenTable<OpacitySemanticTokenName, OpacitySemanticToken>) {
        self.values = values
    }

    /// The value of a single-valued token.
    public subscript(name: OpacitySemanticTokenName) -> OpacitySemanticToken {
        get { values[name] }
        set { values[name] = newValue }
    }

    // One accessor per token.
    /// `invisible`.
    public var invisible: OpacitySemanticToken { values[.invisible] }
    /// `weakest`.
    public var weakest: OpacitySemanticToken { values[.weakest] }
    /// `weaker`.
    public var weaker: OpacitySemanticToken { values[.weaker] }
    /// `weak`.
    public var weak: OpacitySemanticToken { values[.weak] }
    /// `medium`.
    public var medium: OpacitySemanticToken { values[.medium] }
    /// `strong`.
    public var strong: OpacitySemanticToken { values[.strong] }
    /// `disabled`.
    public var disabled: OpacitySemanticToken { values[.disabled] }
    /// `opaque`.
    public var opaque: OpacitySemanticToken { values[.opaque] }
}
