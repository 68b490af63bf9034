import Raster

/// What fills or strokes a shape or colours text: a colour, a gradient, or the foreground style.
public protocol ShapeStyle: Sendable {
    /// The paint for a shape with `bounds` (points) in `environment`.
    func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint
}

/// A paint ready for the display list (Proof's counterpart of a resolved style).
public struct ResolvedPaint: Hashable, Sendable, CustomStringConvertible {
    let paint: Paint
    init(_ paint: Paint) { self.paint = paint }

    /// The paint as text, for display-list dumps.
    public var description: String {
        switch paint {
        case .solid(let c):
            return Color.describe(Color.Resolved(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha))
        case .linearGradient(let g, let s, let e):
            return "linear(\(g.stops.count) stops, \(fmt(s.x)),\(fmt(s.y)) → \(fmt(e.x)),\(fmt(e.y)))"
        case .radialGradient(let g, let c, let r0, let r1):
            return "radial(\(g.stops.count) stops, \(fmt(c.x)),\(fmt(c.y)) r \(fmt(r0))…\(fmt(r1)))"
        case .angularGradient(let g, let c, _, _): return "angular(\(g.stops.count) stops, \(fmt(c.x)),\(fmt(c.y)))"
        }
    }

    /// Whether the paint draws nothing.
    var isInvisible: Bool {
        if case .solid(let c) = paint { return c.alpha <= 0 }
        return false
    }
}

func fmt(_ v: Double) -> String {
    let r = (v * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(r)
}

extension Color: ShapeStyle {
    /// The colour resolved in `environment`.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        ResolvedPaint(.solid(resolve(in: environment).raster))
    }
}

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

/// The foreground style of the environment and its lighter levels: `.primary`, `.secondary`, …
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    /// The foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The foreground at 60 % (secondary label).
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The foreground at 30 %.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The foreground at 18 %.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The environment's foreground (primary label colour without one), faded by level.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        if level == 1 && environment.foregroundStyle == nil {
            return Color.secondary._resolvePaint(in: environment, bounds: bounds)
        }
        let base = ForegroundStyle()._resolvePaint(in: environment, bounds: bounds)
        let factor = [1, 0.6, 0.3, 0.18][level]
        guard case .solid(let c) = base.paint else { return base }
        return ResolvedPaint(.solid(Raster.Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * factor)))
    }
}

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

/// The tint of the environment (`.tint`), system blue without one.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
    /// The environment's tint.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        Color.accentColor._resolvePaint(in: environment, bounds: bounds)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The foreground at secondary level.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The foreground at tertiary level.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The foreground at quaternary level.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
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
