/// The corner style of rounded rectangles.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous ("squircle") corners, which start further along the sides and curve more
    /// gradually.
    case continuous
}
