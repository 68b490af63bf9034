import ProofUI

/// The border radius and width tokens of a theme (§2.8). Override one with its subscript:
/// `tokens[.radiusNone] = …`.
public struct BorderSemanticTokens: Sendable, Equatable {
    /// Values of the single-valued tokens.
    public var values: OUDSTokenTable<BorderSemanticTokenName, CGFloat>
    /// The default line style (solid).
    public var styleDefault: BorderStyleSemanticToken
    /// The line style of dragged elements (dashed).
    public var styleDrag: BorderStyleSemanticToken

    /// Tokens with the given values.
    public init(
        values: OUDSTokenTable<BorderSemanticTokenName, CGFloat>, styleDefault: BorderStyleSemanticToken,
        styleDrag: BorderStyleSemanticToken
    ) {
        self.values = values
        self.styleDefault = styleDefault
        self.styleDrag = styleDrag
    }

    /// The value of a single-valued token.
    public subscript(name: BorderSemanticTokenName) -> CGFloat {
        get { values[name] }
        set { values[name] = newValue }
    }

    // One accessor per token.
    /// `radiusNone`.
    public var radiusNone: CGFloat { values[.radiusNone] }
    /// `radiusDefault`.
    public var radiusDefault: CGFloat { values[.radiusDefault] }
    /// `radiusSmall`.
    public var radiusSmall: CGFloat { values[.radiusSmall] }
    /// `radiusMedium`.
    public var radiusMedium: CGFloat { values[.radiusMedium] }
    /// `radiusLarge`.
    public var radiusLarge: CGFloat { values[.radiusLarge] }
    /// `radiusPill`.
    public var radiusPill: CGFloat { values[.radiusPill] }
    /// `widthNone`.
    public var widthNone: CGFloat { values[.widthNone] }
    /// `widthDefault`.
    public var widthDefault: CGFloat { values[.widthDefault] }
    /// `widthThin`.
    public var widthThin: CGFloat { values[.widthThin] }
    /// `widthMedium`.
    public var widthMedium: CGFloat { values[.widthMedium] }
    /// `widthThick`.
    public var widthThick: CGFloat { values[.widthThick] }
    /// `widthThicker`.
    public var widthThicker: CGFloat { values[.widthThicker] }
    /// `widthFocus`.
    public var widthFocus: CGFloat { values[.widthFocus] }
    /// `widthFocusInset`.
    public var widthFocusInset: CGFloat { values[.widthFocusInset] }
}
