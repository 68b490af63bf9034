import Raster

/// A radial gradient around a unit point.
nonisolated public struct RadialGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat, endRadius: CGFloat
    /// A gradient from `startRadius` to `endRadius` points around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// Evenly spread colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// The gradient over `bounds`.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        ResolvedPaint(
            .radialGradient(
                gradient.raster(environment), center: center.point(in: bounds), startRadius: Double(startRadius),
                endRadius: Double(endRadius)))
    }
    /// A gradient as a view fills the space offered.
    @MainActor public var body: some View { Rectangle().fill(self) }
}
