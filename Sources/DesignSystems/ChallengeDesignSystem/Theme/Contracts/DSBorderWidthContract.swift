import ProofUI

/// The border widths of a `DSTheme`, thinnest to thickest.
public protocol DSBorderWidthContract: Sendable {
    /// The `hairline` step.
    var hairline: CGFloat { get }
    /// The `thin` step.
    var thin: CGFloat { get }
    /// The `medium` step.
    var medium: CGFloat { get }
    /// The `thick` step.
    var thick: CGFloat { get }
}
