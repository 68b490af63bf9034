extension VerticalEdge {
    /// A set of vertical edges: SwiftUI's `VerticalEdge.Set`, taken by `.listRowSeparator(_:edges:)`
    /// and `.listSectionSeparator(_:edges:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// Raw bits.
        public let rawValue: Int8
        /// Wraps bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: VerticalEdge) { self.rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
