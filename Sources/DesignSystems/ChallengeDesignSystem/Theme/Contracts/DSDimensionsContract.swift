import ProofUI

/// The dimensions of a `DSTheme` (icon, image and indicator sizes), smallest to largest.
public protocol DSDimensionsContract: Sendable {
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
    /// The `xxxxl` step.
    var xxxxl: CGFloat { get }
}
