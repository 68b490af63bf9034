/// A point or vector in a 2-D coordinate space, in points or pixels depending on context.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate (grows downwards, as in Core Graphics on iOS).
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from its coordinates without labels.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Euclidean length of the point seen as a vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The vector scaled to unit length, or zero when it has no length.
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : .zero
    }

    /// The vector rotated by +90° (x, y) → (−y, x).
    public var perpendicular: Point { Point(x: -y, y: x) }

    /// Dot product.
    public func dot(_ o: Point) -> Double { x * o.x + y * o.y }

    /// Z component of the cross product.
    public func cross(_ o: Point) -> Double { x * o.y - y * o.x }

    /// Distance to another point.
    public func distance(to o: Point) -> Double { (self - o).length }

    /// Linear interpolation towards `o` by `t`.
    public func lerp(_ o: Point, _ t: Double) -> Point {
        Point(x: x + (o.x - x) * t, y: y + (o.y - y) * t)
    }

    /// Component-wise sum.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales a vector.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// Scales a vector.
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// Negates a vector.
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// Text form "(x, y)".
    public var description: String { "(\(x), \(y))" }
}
