import ProofUI

/// An image handed to an OUDS component: the bare `Image` and how the component should draw it.
/// Components size and tint it with their tokens (template by default, so it takes the content
/// colour of the component's state), and mirror it when `flipped`.
public struct OUDSImage: Sendable {
    /// The image as given (`Image("ic")`, `Image(systemName:)`, `Image(decorative:)`).
    public let asset: Image
    /// `.template` (tinted with the component's content colour, the default) or `.original`.
    public let renderingMode: Image.TemplateRenderingMode
    /// Whether the image is drawn mirrored (for right-to-left layouts).
    public let flipped: Bool

    /// An image for a component.
    public init(asset: Image, renderingMode: Image.TemplateRenderingMode = .template, flipped: Bool = false) {
        self.asset = asset
        self.renderingMode = renderingMode
        self.flipped = flipped
    }

    /// The image resizable, in its rendering mode, mirrored when flipped, filling `size` × `size`
    /// points (components pass their icon size token).
    public func view(size: CGFloat) -> some View {
        asset.resizable().renderingMode(renderingMode)
            .scaledToFit()
            .frame(width: size, height: size)
            .scaleEffect(x: flipped ? -1 : 1, y: 1)
    }
}
