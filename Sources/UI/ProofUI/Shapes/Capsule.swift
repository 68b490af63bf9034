/// A rounded rectangle whose radius is half its shorter side.
nonisolated public struct Capsule: InsettableShape, Hashable, Sendable {
    /// Corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// A capsule (circular ends by default, as SwiftUI).
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(raster: RoundedCorners.path(r, radius: min(r.width, r.height) / 2, style: style))
    }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> Capsule {
        var c = self
        c.insetAmount += amount
        return c
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}
