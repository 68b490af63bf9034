/// The top or bottom edge (`.safeAreaInset(edge:)`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}
