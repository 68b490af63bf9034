/// The leading or trailing edge (`.safeAreaInset(edge:)`), mirrored right to left.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}
