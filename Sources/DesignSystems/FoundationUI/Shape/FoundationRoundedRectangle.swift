/// A rounded rectangle with one radius or a radius per corner, in the continuous or circular
/// style, that can be inset (a border drawn inside it) with its radii reduced the same way for a
/// uniform radius and for each corner.
///
/// ```swift
/// FoundationRoundedRectangle(cornerRadius: 12)
/// FoundationRoundedRectangle(topLeadingRadius: 18, bottomTrailingRadius: 6, style: .circular)
/// ```
///
/// Where we differ from FoundationUI: `inset(by:)` adds to the padding (FoundationUI replaces it),
/// and per-corner radii shrink with the padding as a uniform one does (FoundationUI leaves them),
/// so an inside border follows every corner; radii never go below zero.
nonisolated public struct FoundationRoundedRectangle: InsettableShape, Hashable, Sendable {
    /// The radius of every corner without its own.
    public var cornerRadius: CGFloat?
    /// Corners with their own radius (nil: `cornerRadius`, or 0).
    public var topLeadingRadius: CGFloat?
    /// The bottom-leading radius.
    public var bottomLeadingRadius: CGFloat?
    /// The bottom-trailing radius.
    public var bottomTrailingRadius: CGFloat?
    /// The top-trailing radius.
    public var topTrailingRadius: CGFloat?
    /// How far the shape is inset on every side.
    public var padding: CGFloat
    /// The corner style.
    public var style: RoundedCornerStyle

    /// One radius for every corner.
    public init(cornerRadius: CGFloat? = nil, padding: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.style = style
    }

    /// A radius per corner (nil: 0).
    public init(
        topLeadingRadius: CGFloat? = nil, bottomLeadingRadius: CGFloat? = nil, bottomTrailingRadius: CGFloat? = nil,
        topTrailingRadius: CGFloat? = nil, padding: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
        self.padding = padding
        self.style = style
    }

    /// Whether every corner has the same radius.
    public var isUniform: Bool {
        topLeadingRadius == nil && bottomLeadingRadius == nil && bottomTrailingRadius == nil
            && topTrailingRadius == nil
    }

    /// The radius of each corner before the padding.
    public var cornerRadii: RectangleCornerRadii {
        let all = cornerRadius ?? 0
        return RectangleCornerRadii(
            topLeading: topLeadingRadius ?? all, bottomLeading: bottomLeadingRadius ?? all,
            bottomTrailing: bottomTrailingRadius ?? all, topTrailing: topTrailingRadius ?? all)
    }

    /// The shape with each corner's radius passed through `transform` (the uniform radius too).
    public func mapRadii(_ transform: (CGFloat) -> CGFloat) -> FoundationRoundedRectangle {
        var copy = self
        copy.cornerRadius = cornerRadius.map(transform)
        copy.topLeadingRadius = topLeadingRadius.map(transform)
        copy.bottomLeadingRadius = bottomLeadingRadius.map(transform)
        copy.bottomTrailingRadius = bottomTrailingRadius.map(transform)
        copy.topTrailingRadius = topTrailingRadius.map(transform)
        return copy
    }

    /// The outline in `rect` inset by the padding, each radius reduced by it.
    public func path(in rect: CGRect) -> Path {
        let r = cornerRadii
        let p = padding
        return UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(
                topLeading: max(0, r.topLeading - p), bottomLeading: max(0, r.bottomLeading - p),
                bottomTrailing: max(0, r.bottomTrailing - p), topTrailing: max(0, r.topTrailing - p)),
            style: style
        ).path(in: rect.insetBy(dx: p, dy: p))
    }

    /// The shape inset by `amount` more on every side.
    public func inset(by amount: CGFloat) -> FoundationRoundedRectangle {
        var copy = self
        copy.padding += amount
        return copy
    }
}
