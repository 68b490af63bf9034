import ProofUI

/// The opacities of a `DSTheme`, most transparent to most opaque.
public protocol DSOpacityContract: Sendable {
    /// The `subtle` step.
    var subtle: CGFloat { get }
    /// The `light` step.
    var light: CGFloat { get }
    /// The `medium` step.
    var medium: CGFloat { get }
    /// The `heavy` step.
    var heavy: CGFloat { get }
    /// The `almostOpaque` step.
    var almostOpaque: CGFloat { get }
}
