import Raster

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
        // Levels set by `.foregroundStyle(_:_:)` / `(_:_:_:)` win (the quaternary is the tertiary's).
        let levels = environment.foregroundStyleLevels
        if level > 0, !levels.isEmpty {
            return levels[min(level, levels.count) - 1]._resolvePaint(in: environment, bounds: bounds)
        }
        if level == 1 && environment.foregroundStyle == nil {
            return Color.secondary._resolvePaint(in: environment, bounds: bounds)
        }
        let base = ForegroundStyle()._resolvePaint(in: environment, bounds: bounds)
        let factor = [1, 0.6, 0.3, 0.18][level]
        guard case .solid(let c) = base.paint else { return base }
        return ResolvedPaint(.solid(Raster.Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * factor)))
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
