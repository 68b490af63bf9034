/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Erases `style`.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    /// The erased style's paint.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        base._resolvePaint(in: environment, bounds: bounds)
    }
}
