import Raster

/// An angular (conic) gradient around a unit point; angles clockwise from the positive x axis.
nonisolated public struct AngularGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle, endAngle: Angle
    /// A gradient from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    /// Evenly spread colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// The gradient over `bounds`.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        ResolvedPaint(
            .angularGradient(
                gradient.raster(environment), center: center.point(in: bounds), startAngle: startAngle.radians,
                endAngle: endAngle.radians))
    }
    /// A gradient as a view fills the space offered.
    @MainActor public var body: some View { Rectangle().fill(self) }
}
