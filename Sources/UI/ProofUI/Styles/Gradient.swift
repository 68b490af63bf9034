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
