import ProofUI

/// An `OUDSImage` in a square of `size` points that does not follow Dynamic Type.
public struct OUDSFixedIcon: View {
    private let image: OUDSImage
    private let size: CGFloat

    /// `image` drawn in a `size` × `size` frame.
    public init(image: OUDSImage, size: CGFloat) {
        self.image = image
        self.size = size
    }

    /// The icon.
    public var body: some View { image.frame(width: size, height: size) }
}
