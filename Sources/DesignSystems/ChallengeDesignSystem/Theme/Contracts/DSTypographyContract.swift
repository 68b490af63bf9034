import ProofUI

/// The fonts of a `DSTheme`, one per text style.
public protocol DSTypographyContract: Sendable {
    /// Page headers.
    var largeTitle: Font { get }
    /// Section titles.
    var title: Font { get }
    /// Secondary section titles.
    var title2: Font { get }
    /// Tertiary section titles.
    var title3: Font { get }
    /// Emphasised text.
    var headline: Font { get }
    /// Content text.
    var body: Font { get }
    /// Text below headlines.
    var subheadline: Font { get }
    /// Auxiliary information.
    var footnote: Font { get }
    /// Labels and annotations.
    var caption: Font { get }
    /// The smallest text.
    var caption2: Font { get }
}
