import ProofUI

/// The grid tokens of a theme. Override one with its subscript:
/// `tokens[.extraCompactMinWidth] = …`.
public struct GridSemanticTokens: Sendable, Equatable {
    /// Values of the single-valued tokens.
    public var values: OUDSTokenTable<GridSemanticTokenName, GridSemanticToken>

    /// Tokens with the given values.
    public init(values: OUDSTokenTable<GridSemanticTokenName, GridSemanticToken>) {
        self.values = values
    }

    /// The value of a single-valued token.
    public subscript(name: GridSemanticTokenName) -> GridSemanticToken {
        get { values[name] }
        set { values[name] = newValue }
    }

    // One accessor per token.
    /// `extraCompactMinWidth`.
    public var extraCompactMinWidth: GridSemanticToken { values[.extraCompactMinWidth] }
    /// `extraCompactMaxWidth`.
    public var extraCompactMaxWidth: GridSemanticToken { values[.extraCompactMaxWidth] }
    /// `extraCompactMargin`.
    public var extraCompactMargin: GridSemanticToken { values[.extraCompactMargin] }
    /// `extraCompactColumnGap`.
    public var extraCompactColumnGap: GridSemanticToken { values[.extraCompactColumnGap] }
    /// `compactMinWidth`.
    public var compactMinWidth: GridSemanticToken { values[.compactMinWidth] }
    /// `compactMaxWidth`.
    public var compactMaxWidth: GridSemanticToken { values[.compactMaxWidth] }
    /// `compactMargin`.
    public var compactMargin: GridSemanticToken { values[.compactMargin] }
    /// `compactColumnGap`.
    public var compactColumnGap: GridSemanticToken { values[.compactColumnGap] }
    /// `regularMinWidth`.
    public var regularMinWidth: GridSemanticToken { values[.regularMinWidth] }
    /// `regularMaxWidth`.
    public var regularMaxWidth: GridSemanticToken { values[.regularMaxWidth] }
    /// `regularMargin`.
    public var regularMargin: GridSemanticToken { values[.regularMargin] }
    /// `regularColumnGap`.
    public var regularColumnGap: GridSemanticToken { values[.regularColumnGap] }
}
