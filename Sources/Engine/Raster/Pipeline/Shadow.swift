/// A drop shadow: the Gaussian blur of a shape's (or layer's) alpha, tinted and offset.
///
/// `radius` follows SwiftUI's `.shadow(color:radius:x:y:)` and Core Graphics' blur: the Gaussian's
/// standard deviation is σ = radius / 2 (the CSS convention), in user-space units scaled by the canvas
/// transform. The blur is three successive box blurs per axis (linear time whatever the radius),
/// whose box widths come from the W3C filter-effects formula; the result is within about 3 % of a
/// true Gaussian. σ is capped at `maxSigma` device pixels, so that an absurd radius cannot ask for
/// an absurd blur buffer (at that size a shadow is already a faint, nearly flat tint).
public struct Shadow: Hashable, Sendable {
    /// Largest standard deviation used, in device pixels.
    public static let maxSigma = 256.0

    /// Colour (its alpha scales the shadow).
    public var color: Color
    /// Blur radius; σ = radius / 2.
    public var radius: Double
    /// Offset of the shadow from the shape.
    public var offset: Point

    /// Whether the layer is drawn over its shadow (false: only the shadow, a blurred silhouette of
    /// the layer, is composited).
    public var drawsContent: Bool

    /// Creates a shadow; SwiftUI's default colour is black at 33 % opacity.
    public init(
        color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.33), radius: Double, offset: Point = .zero,
        drawsContent: Bool = true
    ) {
        self.color = color
        self.radius = radius
        self.offset = offset
        self.drawsContent = drawsContent
    }
}
