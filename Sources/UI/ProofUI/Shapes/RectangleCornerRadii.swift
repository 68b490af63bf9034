/// The radius of each corner of an `UnevenRoundedRectangle` (SwiftUI, iOS 17).
///
/// Where we differ: leading and trailing are the left and right corners in either layout direction.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner.
    public var topLeading: CGFloat
    /// The bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner.
    public var topTrailing: CGFloat

    /// Radii per corner, each 0 by default.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
