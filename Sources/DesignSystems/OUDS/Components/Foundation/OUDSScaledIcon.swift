import ProofUI

/// An `OUDSImage` in a square of `size` points scaled with Dynamic Type (`@ScaledMetric`).
public struct OUDSScaledIcon: View {
    private let image: OUDSImage
    @ScaledMetric private var size: CGFloat

    /// `image` drawn in a square of `size` points at the default text size, scaled with it.
    public init(image: OUDSImage, size: CGFloat) {
        self.image = image
        _size = ScaledMetric(wrappedValue: size)
    }

    /// The icon.
    public var body: some View { image.frame(width: size, height: size) }
}
