/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// Top.
    case top
    /// Leading (left in left-to-right).
    case leading
    /// Bottom.
    case bottom
    /// Trailing.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// Raw bits.
        public let rawValue: Int8
        /// Wraps bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        /// Top.
        public static let top = Set(.top)
        /// Leading.
        public static let leading = Set(.leading)
        /// Bottom.
        public static let bottom = Set(.bottom)
        /// Trailing.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// All four.
        public static let all: Set = [.horizontal, .vertical]
    }
}
