/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape, Hashable, Sendable {
    var insetAmount: CGFloat = 0
    /// A rectangle.
    public init() {}
    /// The frame.
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> Rectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}
