extension UIImage {
    /// Traits an image is looked up with (UIKit's `UIImage.Configuration`); accepted and not used,
    /// as ProofUI's assets have one variant per name.
    public struct Configuration: Hashable, Sendable {
        /// The trait collection of the configuration.
        public var traitCollection: UITraitCollection?
        /// A configuration for `traitCollection`.
        public init(traitCollection: UITraitCollection?) { self.traitCollection = traitCollection }
    }
}
