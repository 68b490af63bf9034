import ProofUI

/// Tokens of the bullet list inside an alert message (`theme.alertMessage`, as OUDS iOS names them;
/// `ouds-components.md` §1.3). The marker and its box reuse the label-medium icon sizes.
public struct AlertMessageComponentTokens: Sendable, Equatable {
    /// Gap between bullet rows (0; Orange Compact 4).
    public var spaceRowGapBullet: SpaceSemanticToken
    /// The bullet glyph (16).
    public var sizeBullet: SizeSemanticToken
    /// The box the bullet is end-aligned in (20).
    public var sizeBulletBox: SizeSemanticToken

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        spaceRowGapBullet = s.spaces.rowGapNone
        sizeBullet = s.sizes.iconWithLabelMediumSizeSmall
        sizeBulletBox = s.sizes.iconWithLabelMediumSizeMedium
    }
}
