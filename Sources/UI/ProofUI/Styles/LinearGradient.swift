import Raster

/// A linear gradient between two unit points of the shape's bounds.
nonisolated public struct LinearGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Evenly spread colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Explicit stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    /// The gradient over `bounds`.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        ResolvedPaint(
            .linearGradient(
                gradient.raster(environment), start: startPoint.point(in: bounds), end: endPoint.point(in: bounds)))
    }
    /// A gradient as a view fills the space offered.
    @MainActor public var body: some View { Rectangle().fill(self) }
}
