import ProofUI

/// The corner radii of a `DSTheme`, from square to a capsule (`full`).
public protocol DSCornerRadiusContract: Sendable {
    /// The `zero` step.
    var zero: CGFloat { get }
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
    /// The `full` step.
    var full: CGFloat { get }
}
