import Raster

extension Color: ShapeStyle {
    /// The colour resolved in `environment`.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        ResolvedPaint(.solid(resolve(in: environment).raster))
    }
}

extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { .black }
    /// White.
    public static var white: Color { .white }
    /// Transparent.
    public static var clear: Color { .clear }
    /// System red.
    public static var red: Color { .red }
    /// System orange.
    public static var orange: Color { .orange }
    /// System yellow.
    public static var yellow: Color { .yellow }
    /// System green.
    public static var green: Color { .green }
    /// System blue.
    public static var blue: Color { .blue }
    /// System purple.
    public static var purple: Color { .purple }
    /// System pink.
    public static var pink: Color { .pink }
    /// System gray.
    public static var gray: Color { .gray }
    /// System indigo.
    public static var indigo: Color { .indigo }
    /// System teal.
    public static var teal: Color { .teal }
    /// System mint.
    public static var mint: Color { .mint }
    /// System cyan.
    public static var cyan: Color { .cyan }
    /// System brown.
    public static var brown: Color { .brown }
}
