/// A gradient of `Theme.Color` stops, each resolved in the scheme it is drawn in: linear (between
/// two unit points), radial (between two radii, in points) or angular (a conic sweep).
///
/// ```swift
/// DynamicGradient(colors: [.white, .white.opacity(0.5)], type: .linear(startPoint: .top, endPoint: .bottom))
/// ```
/// A stop's blend mode cannot apply inside a gradient: a `.vibrant` stop keeps its opacity factor
/// and draws normally.
public struct DynamicGradient: ShapeStyle, Sendable {
    /// A colour at a location (0–1) along the gradient.
    public struct Stop: Sendable {
        /// The colour.
        public var color: Theme.Color
        /// Where, 0–1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Theme.Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The geometry of a gradient.
    public enum GradientType: Sendable {
        /// Along the line from `startPoint` to `endPoint` (unit points of the shape's bounds).
        case linear(startPoint: UnitPoint, endPoint: UnitPoint)
        /// Circles around `center` from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// A sweep around `center` from `startAngle` to `endAngle` (a full turn when nil).
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle? = nil)

        /// Along the line from `startPoint` to `endPoint` (FoundationUI's shorthand, which there
        /// ignores its points and always runs top to bottom; here it honours them).
        public static func linear(_ startPoint: UnitPoint, _ endPoint: UnitPoint) -> GradientType {
            .linear(startPoint: startPoint, endPoint: endPoint)
        }
        /// Circles around `center` from `startRadius` to `endRadius` (length tokens).
        public static func radial(startRadius: Theme.Length, endRadius: Theme.Length, center: UnitPoint = .center)
            -> GradientType
        { .radial(center: center, startRadius: startRadius.value, endRadius: endRadius.value) }
    }

    /// The stops, in order.
    public var stops: [Stop]
    /// The geometry.
    public var type: GradientType

    /// A gradient of `stops`.
    public init(stops: [Stop], type: GradientType) {
        self.stops = stops
        self.type = type
    }

    /// A gradient of `colors` at even locations (i / (n − 1)).
    public init(colors: [Theme.Color], type: GradientType) {
        let last = CGFloat(max(colors.count - 1, 1))
        self.init(
            stops: colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }, type: type)
    }

    /// Every stop's colour passed through `transform`.
    public func mapColors(_ transform: (Theme.Color) -> Theme.Color) -> DynamicGradient {
        DynamicGradient(stops: stops.map { Stop(color: transform($0.color), location: $0.location) }, type: type)
    }

    /// The SwiftUI gradient of the stops resolved in `environment`.
    public func gradient(in environment: EnvironmentValues) -> Gradient {
        Gradient(
            stops: stops.map { Gradient.Stop(color: $0.color.resolveColor(in: environment), location: $0.location) })
    }

    /// Draws the gradient with the stops of the environment's scheme.
    public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> ResolvedPaint {
        let g = gradient(in: environment)
        switch type {
        case .linear(let start, let end):
            return LinearGradient(gradient: g, startPoint: start, endPoint: end)
                ._resolvePaint(in: environment, bounds: bounds)
        case .radial(let center, let startRadius, let endRadius):
            return RadialGradient(gradient: g, center: center, startRadius: startRadius, endRadius: endRadius)
                ._resolvePaint(in: environment, bounds: bounds)
        case .angular(let center, let startAngle, let endAngle):
            return AngularGradient(
                gradient: g, center: center, startAngle: startAngle,
                endAngle: endAngle ?? .radians(startAngle.radians + 2 * .pi)
            )._resolvePaint(in: environment, bounds: bounds)
        }
    }
}
