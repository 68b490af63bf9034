/// An axis-aligned rectangle given by its origin (top-left corner) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// Top-left corner.
    public var origin: Point
    /// Extent; a rectangle with a negative size is treated as empty by `isEmpty`.
    public var size: Size

    /// Creates a rectangle from origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle with no extent at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Smallest x.
    public var minX: Double { origin.x }
    /// Smallest y.
    public var minY: Double { origin.y }
    /// Largest x.
    public var maxX: Double { origin.x + size.width }
    /// Largest y.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal middle.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical middle.
    public var midY: Double { origin.y + size.height / 2 }
    /// Width.
    public var width: Double { size.width }
    /// Height.
    public var height: Double { size.height }
    /// Centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle encloses no area.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The rectangle grown by `dx` on the left and right and `dy` at the top and bottom (shrunk when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by a vector.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The smallest rectangle containing both.
    public func union(_ o: Rect) -> Rect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = Swift.min(minX, o.minX)
        let y0 = Swift.min(minY, o.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }

    /// The overlap of both, or `.zero` when they do not overlap.
    public func intersection(_ o: Rect) -> Rect {
        let x0 = Swift.max(minX, o.minX)
        let y0 = Swift.max(minY, o.minY)
        let x1 = Swift.min(maxX, o.maxX)
        let y1 = Swift.min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// Whether a point lies inside (min edges inclusive, max edges exclusive).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Text form.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
