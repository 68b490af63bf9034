nonisolated extension View {
    /// Draws the view as a group at `opacity`.
    public func opacity(_ opacity: Double) -> some View {
        modifier(NodeWrappingModifier { LayerNode(child: $0, opacity: opacity, environment: $1) })
    }
    /// Composites the view with `mode`.
    public func blendMode(_ mode: BlendMode) -> some View {
        modifier(NodeWrappingModifier { LayerNode(child: $0, blendMode: mode, environment: $1) })
    }
    /// A drop shadow: the view's alpha blurred with σ = radius / 2, tinted and offset.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        modifier(
            NodeWrappingModifier { child, env in
                let spec = ShadowSpec(color: color.resolve(in: env), radius: radius, x: x, y: y)
                return LayerNode(child: child, shadow: spec, environment: env)
            })
    }
    /// Draws, instead of the view, its silhouette in `color`, blurred with σ = radius / 2 and offset:
    /// a shadow without the view that casts it. Proof extension, the building block of CSS-style box
    /// shadows (FoundationUI's background shadows, whose shape grows by a spread before blurring).
    public func blurredSilhouette(color: Color, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(
            NodeWrappingModifier { child, env in
                var spec = ShadowSpec(color: color.resolve(in: env), radius: radius, x: x, y: y)
                spec.drawsContent = false
                return LayerNode(child: child, shadow: spec, environment: env)
            })
    }
    /// Forces the view to be composited as one group.
    public func compositingGroup() -> some View {
        modifier(
            NodeWrappingModifier { child, env in
                let layer = LayerNode(child: child, environment: env)
                layer.isGroupForced = true
                return layer
            })
    }
    /// Clips the view to `shape` in its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(
            CarryingNodeModifier(carried: shape) { shape, child, env in
                ClipNode(child: child, shape: { shape.path(in: $0) }, environment: env)
            })
    }
    /// Clips the view to its frame (`.clipped()`).
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    /// Clips to a rounded rectangle with circular corners (SwiftUI's deprecated `cornerRadius`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
    /// Lays the view out without drawing it.
    public func hidden() -> some View { modifier(NodeWrappingModifier { HiddenNode(child: $0, environment: $1) }) }
    /// Draws the view rotated about `anchor` (layout unchanged).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(
            NodeWrappingModifier { TransformNode(child: $0, kind: .rotation(angle, anchor: anchor), environment: $1) })
    }
    /// Draws the view scaled about `anchor` (layout unchanged).
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }
    /// Draws the view scaled about `anchor` (layout unchanged).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(
            NodeWrappingModifier { TransformNode(child: $0, kind: .scale(scale, anchor: anchor), environment: $1) })
    }
    /// Draws the view scaled on each axis.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// Draws the view through an affine transform of its frame's space.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(NodeWrappingModifier { TransformNode(child: $0, kind: .affine(transform), environment: $1) })
    }
}
