/// A rectangle with rounded corners (continuous by default, as SwiftUI).
nonisolated public struct RoundedRectangle: InsettableShape, Hashable, Sendable {
    /// Corner radii (the smaller is used).
    public var cornerSize: CGSize
    /// Corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// Rounded corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Rounded corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The outline in `rect`; an inset shrinks the radius too.
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(
            raster: RoundedCorners.path(
                r, radius: max(0, min(cornerSize.width, cornerSize.height) - insetAmount), style: style))
    }
    /// Inset on every side.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var r = self
        r.insetAmount += amount
        return r
    }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle (`.rect(cornerRadius:)`).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
