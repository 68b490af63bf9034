/// An ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape, Hashable, Sendable {
    var insetAmount: CGFloat = 0
    /// An ellipse.
    public init() {}
    /// The ellipse in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> Ellipse {
        var e = self
        e.insetAmount += amount
        return e
    }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
