/// The leading or trailing edge of a view: SwiftUI's `HorizontalEdge`, taken by
/// `.swipeActions(edge:allowsFullSwipe:content:)`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}
