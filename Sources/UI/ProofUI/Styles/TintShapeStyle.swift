/// The tint of the environment (`.tint`), system blue without one.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
    /// The environment's tint.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        Color.accentColor._resolvePaint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
