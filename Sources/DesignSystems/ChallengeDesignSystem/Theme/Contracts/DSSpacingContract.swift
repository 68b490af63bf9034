import ProofUI

/// The spacings of a `DSTheme` (paddings and stack spacings), smallest to largest.
public protocol DSSpacingContract: Sendable {
    /// The `xxs` step.
    var xxs: CGFloat { get }
    /// The `xs` step.
    var xs: CGFloat { get }
    /// The `sm` step.
    var sm: CGFloat { get }
    /// The `md` step.
    var md: CGFloat { get }
    /// The `lg` step.
    var lg: CGFloat { get }
    /// The `xl` step.
    var xl: CGFloat { get }
    /// The `xxl` step.
    var xxl: CGFloat { get }
    /// The `xxxl` step.
    var xxxl: CGFloat { get }
}
