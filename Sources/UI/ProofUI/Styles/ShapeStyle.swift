/// What fills or strokes a shape or colours text: a colour, a gradient, or the foreground style.
public protocol ShapeStyle: Sendable {
    /// The paint for a shape with `bounds` (points) in `environment`.
    func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint
}
