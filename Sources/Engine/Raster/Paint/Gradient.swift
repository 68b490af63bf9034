/// Colour stops along a gradient, as SwiftUI's `Gradient`.
///
/// Between two stops the straight (not premultiplied) components are interpolated linearly, as
/// Core Graphics does; before the first stop and after the last the end colours extend (pad).
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        /// Colour at the stop.
        public var color: Color
        /// Position along the gradient, 0...1.
        public var location: Double
        /// Creates a stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Stops sorted by location (stable for equal locations, so hard edges work).
    public let stops: [Stop]

    /// Creates a gradient from stops in any order.
    public init(stops: [Stop]) {
        self.stops = stops.enumerated().sorted { a, b in
            a.element.location < b.element.location || (a.element.location == b.element.location && a.offset < b.offset)
        }.map(\.element)
    }

    /// Creates a gradient with colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        self.init(
            stops: colors.enumerated().map { i, c in
                Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
            })
    }

    /// Premultiplied colour (r, g, b, a in 0...1) at parameter `t`.
    func premultipliedColor(at t: Double) -> SIMD4<Float> {
        guard let first = stops.first else { return .zero }
        var c: Color
        if !(t > first.location) {
            c = first.color
        } else if t >= stops[stops.count - 1].location {
            c = stops[stops.count - 1].color
        } else {
            var i = 1
            while stops[i].location < t { i += 1 }
            let a = stops[i - 1]
            let b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            c = Color(
                red: a.color.red + (b.color.red - a.color.red) * f,
                green: a.color.green + (b.color.green - a.color.green) * f,
                blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        let al = Float(Swift.min(1, Swift.max(0, c.alpha)))
        func cl(_ v: Double) -> Float { Float(Swift.min(1, Swift.max(0, v))) }
        return SIMD4(cl(c.red) * al, cl(c.green) * al, cl(c.blue) * al, al)
    }
}
