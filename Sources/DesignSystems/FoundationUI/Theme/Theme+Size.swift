extension Theme {
    /// A width and a height (`.foundation(.size(_:))`): `Theme.Size(width: 110, height: 30)`.
    public struct Size: FoundationVariableWithValue, Hashable {
        /// The two lengths.
        public struct Configuration: Hashable, Sendable {
            /// The width.
            public let width: Length
            /// The height.
            public let height: Length
            /// The size in points.
            public var cgSize: CGSize { CGSize(width: width.value, height: height.value) }
            /// Zero by zero.
            public static let zero = Configuration(width: 0, height: 0)

            /// A `width` × `height` size.
            public init(width: Length, height: Length) {
                self.width = width
                self.height = height
            }
        }

        /// The size.
        public var value: Configuration
        /// Computes the token to use in an environment, or nil to keep this one.
        public var environmentAdjustment: EnvironmentAdjustment?

        /// A token for `value`.
        public init(value: Configuration) {
            self.value = value
            environmentAdjustment = nil
        }
        /// A `width` × `height` size.
        public init(width: Length, height: Length) { self.init(value: Configuration(width: width, height: height)) }

        /// The size in points.
        public var cgSize: CGSize { value.cgSize }

        /// Equal sizes (adjustments are not compared).
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
        /// Hashes the size.
        public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
}
