import ProofUI

/// Tokens of `OUDSPinCodeInput` (`theme.pinCodeInput`; `ouds-components.md` §3.4). Each digit box
/// shares the width evenly, clamped between the two sizes; height, paddings, colours, borders and
/// radius are the text input's.
public struct PinCodeInputComponentTokens: Sendable, Equatable {
    /// Narrowest digit box (44; OrangeCompact 40).
    public var sizeMinWidth: SizeSemanticToken
    /// Widest digit box (56; OrangeCompact 52).
    public var sizeMaxWidth: SizeSemanticToken
    /// Gap between the boxes (12, `columnGapMedium`; OrangeCompact 10).
    public var spaceColumnGapDigitInput: SpaceSemanticToken

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        sizeMinWidth = DimensionRawTokens.dimension550
        sizeMaxWidth = DimensionRawTokens.dimension700
        spaceColumnGapDigitInput = s.spaces.columnGapMedium
    }
}
