import Raster

/// Colour stops for gradients.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where, 0…1.
        public var location: CGFloat
        /// A stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    /// The stops.
    public var stops: [Stop]
    /// Stops as given.
    public init(stops: [Stop]) { self.stops = stops }
    /// Colours spread evenly.
    public init(colors: [Color]) {
        stops = colors.enumerated().map {
            Stop(color: $1, location: colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0)
        }
    }

    func raster(_ environment: EnvironmentValues) -> Raster.Gradient {
        Raster.Gradient(
            stops: stops.map {
                Raster.Gradient.Stop(color: $0.color.resolve(in: environment).raster, location: Double($0.location))
            })
    }
}

/// A point in a unit square: (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPoint: Hashable, Sendable {
    /// Horizontal fraction.
    public var x: CGFloat
    /// Vertical fraction.
    public var y: CGFloat
    /// A unit point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    func point(in r: CGRect) -> Raster.Point {
        Raster.Point(x: Double(r.minX + x * r.width), y: Double(r.minY + y * r.height))
    }
}

/// A linear gradient between two unit points of the shape's bounds.
public struct LinearGradient: ShapeStyle, View, Hashable {
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
    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient around a unit point.
public struct RadialGradient: ShapeStyle, View, Hashable {
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
    public var body: some View { Rectangle().fill(self) }
}

/// An angular (conic) gradient around a unit point; angles clockwise from the positive x axis.
public struct AngularGradient: ShapeStyle, View, Hashable {
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
    public var body: some View { Rectangle().fill(self) }
}

/// An angle in radians or degrees.
public struct Angle: Hashable, Sendable, Comparable {
    /// Radians.
    public var radians: Double
    /// Degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// Radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// Degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// Zero.
    public static let zero = Angle(radians: 0)
    /// Orders by radians.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
