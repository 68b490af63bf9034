/// A rectangle with a radius per corner (SwiftUI, iOS 17), in the circular or continuous style;
/// each radius is clamped to half the shorter side.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 18, bottomTrailingRadius: 6)
/// ```
nonisolated public struct UnevenRoundedRectangle: InsettableShape, Hashable, Sendable {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style.
    public var style: RoundedCornerStyle
    var inset: CGFloat = 0

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius per corner, each 0 by default.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The outline in `rect` (inset, each radius reduced by the inset as SwiftUI does).
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        guard r.width > 0, r.height > 0 else { return Path() }
        let radii = RectangleCornerRadii(
            topLeading: cornerRadii.topLeading - inset, bottomLeading: cornerRadii.bottomLeading - inset,
            bottomTrailing: cornerRadii.bottomTrailing - inset, topTrailing: cornerRadii.topTrailing - inset)
        return Path(raster: RoundedCorners.path(r, radii: radii, style: style))
    }

    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.inset += amount
        return copy
    }
}
