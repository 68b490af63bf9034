/// Per-corner radii of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable {
    /// Radius at the top-left corner.
    public var topLeft: Double
    /// Radius at the top-right corner.
    public var topRight: Double
    /// Radius at the bottom-right corner.
    public var bottomRight: Double
    /// Radius at the bottom-left corner.
    public var bottomLeft: Double

    /// Creates radii for each corner.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(_ all: Double) {
        self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all)
    }

    /// The radii clamped as Core Graphics does: each to [0, half the shorter side of `rect`].
    public func clamped(to rect: Rect) -> CornerRadii {
        let limit = Swift.max(0, Swift.min(abs(rect.width), abs(rect.height)) / 2)
        func c(_ r: Double) -> Double { r.isFinite ? Swift.min(Swift.max(r, 0), limit) : 0 }
        return CornerRadii(
            topLeft: c(topLeft), topRight: c(topRight), bottomRight: c(bottomRight), bottomLeft: c(bottomLeft))
    }
}
