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

/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// Top.
    public var top: CGFloat
    /// Leading.
    public var leading: CGFloat
    /// Bottom.
    public var bottom: CGFloat
    /// Trailing.
    public var trailing: CGFloat
    /// Insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// `length` on `edges`, 0 elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
