/// A drop shadow in a display list.
public struct ShadowSpec: Hashable, Sendable {
    /// Colour.
    public var color: Color.Resolved
    /// Blur radius in points (σ = radius / 2).
    public var radius: CGFloat
    /// Offset in points.
    public var x: CGFloat, y: CGFloat
    /// Whether the view is drawn over its shadow (false: `blurredSilhouette`, the shadow alone).
    public var drawsContent = true
}
