/// The environment's foreground style (`.foregroundStyle`), primary label colour without one.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    public init() {}
    /// The environment's foreground.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        if let style = environment.foregroundStyle { return style._resolvePaint(in: environment, bounds: bounds) }
        return Color.primary._resolvePaint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
