/// The background colour of the system: white in light, black in dark.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    public init() {}
    /// White or black by scheme.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        Color.system(0xFFFFFF, 0x000000)._resolvePaint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background.
    public static var background: BackgroundStyle { BackgroundStyle() }
    /// The window background (the system background on iOS).
    public static var windowBackground: BackgroundStyle { BackgroundStyle() }
}
