import ProofUI

/// One typography style for one size class: size, line height, weight and letter spacing.
public struct FontCompositeSemanticToken: Hashable, Sendable {
    /// Font size, points (before Dynamic Type).
    public var size: CGFloat
    /// Line height, points (before Dynamic Type): the line box the font's natural height is centred in.
    public var lineHeight: CGFloat
    /// Weight.
    public var weight: FontWeight
    /// Letter spacing, points (applied as `.kerning`).
    public var letterSpacing: CGFloat

    /// A style.
    public init(size: CGFloat, lineHeight: CGFloat, weight: FontWeight, letterSpacing: CGFloat) {
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
        self.letterSpacing = letterSpacing
    }
}
