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
