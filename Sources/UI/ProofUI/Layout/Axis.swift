/// Horizontal or vertical.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Left–right.
    case horizontal
    /// Top–bottom.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// Raw bits.
        public let rawValue: Int8
        /// Wraps bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Horizontal.
        public static let horizontal = Set(rawValue: 1)
        /// Vertical.
        public static let vertical = Set(rawValue: 2)
    }
}
