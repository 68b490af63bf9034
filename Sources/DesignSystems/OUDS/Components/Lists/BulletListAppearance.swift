import ProofUI

/// How an `OUDSBulletList` is drawn inside another component instead of with the bullet-list
/// tokens: the alert message's list (`ouds-components.md` §1.3) takes the label-medium style in the
/// alert's text colour, a smaller marker and no row padding or indent.
struct BulletListAppearance {
    /// The text style.
    let font: MultipleFontCompositeSemanticToken
    /// Text and marker colour.
    let color: Color
    /// The marker glyph side.
    let markerSize: CGFloat
    /// The width of the box the marker is end-aligned in.
    let markerBoxWidth: CGFloat
    /// Gap between the marker box and the text.
    let columnGap: CGFloat
    /// Gap between rows.
    let rowGap: CGFloat
    /// Padding above and below each row.
    let paddingBlock: CGFloat
    /// Start padding of a first-level row (nested rows add the bullet list's indent).
    let paddingInlineStart: CGFloat
    /// Maximum width of an item's text.
    let maxTextWidth: CGFloat
}
