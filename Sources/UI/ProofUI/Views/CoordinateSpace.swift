/// Coordinate spaces for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The root view's space.
    case global
    /// The reader's own space.
    case local
    /// A named space (treated as global).
    case named(String)
}
