import ProofUI

/// Tokens of `OUDSBulletList` (`theme.bulletList`; `ouds-components.md` §4).
public struct BulletListComponentTokens: Sendable, Equatable {
    /// The family of a brand's unordered bullets (OUDS iOS ships them as each theme's icon assets).
    public enum BulletShape: Sendable, Equatable {
        /// Orange: a filled square, a bar, a small square.
        case square
        /// Sosh: a filled circle, a rounded dash, a small circle.
        case round
        /// Wireframe: a four-pointed star, filled, then outlined heavy and thin.
        case star
    }

    /// The brand's bullets.
    public var bulletShape: BulletShape
    /// Start padding of a first-level row (4).
    public var spacePaddingInlineStart: SpaceSemanticToken
    /// Extra start padding per nesting level (32: rows at 4, 36, 68).
    public var spaceIndentPerLevel: SpaceSemanticToken
    /// Padding above and below each row (6).
    public var spacePaddingBlock: SpaceSemanticToken
    /// Gap between the marker box and the text (8).
    public var spaceColumnGap: SpaceSemanticToken
    /// Maximum width of an item's text (640).
    public var sizeMaxWidth: SizeSemanticToken

    /// The OUDS core (Orange) tokens in terms of `s`.
    public init(semantic s: OUDSSemanticTokens) {
        bulletShape = .square
        spacePaddingInlineStart = s.spaces.paddingInline3xsmall
        spaceIndentPerLevel = DimensionRawTokens.dimension400
        spacePaddingBlock = s.spaces.paddingBlock2xsmall
        spaceColumnGap = s.spaces.columnGapSmall
        sizeMaxWidth = 640
    }
}
