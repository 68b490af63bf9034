/// The leading or trailing edge, as SwiftUI's (swipe actions, safe-area insets).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge (left in left-to-right layouts).
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges' bits.
        public let rawValue: Int8
        /// Edges of `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// A set of one edge.
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
