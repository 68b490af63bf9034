extension Theme {
    /// A shadow: colour, blur radius, spread (how far the shape grows before blurring) and offset.
    /// `.foundation(.backgroundShadow(_:))` honours the spread; `.foundation(.contentShadow(_:))` is the
    /// native shadow of the content, without it.
    public struct Shadow: FoundationVariableWithValue {
        /// The shadow's values.
        public struct Configuration: Sendable {
            /// Its colour.
            public var color: Theme.Color
            /// Blur radius, points.
            public var radius: CGFloat
            /// Growth of the shape before blurring, points (negative shrinks).
            public var spread: CGFloat
            /// Horizontal offset, points.
            public var x: CGFloat
            /// Vertical offset, points.
            public var y: CGFloat
        }

        /// The shadow.
        public var value: Configuration
        /// Computes the token to use in an environment, or nil to keep this one.
        public var environmentAdjustment: EnvironmentAdjustment?

        /// A token for `value`.
        public init(value: Configuration) {
            self.value = value
            environmentAdjustment = nil
        }
        /// No shadow (clear, radius 0).
        public init() { self.init(color: .clear, radius: 0) }
        /// A shadow of `color` blurred by `radius`, grown by `spread`, offset by `x`, `y`.
        public init(color: Theme.Color, radius: CGFloat, spread: CGFloat = 0, x: CGFloat = 0, y: CGFloat = 0) {
            self.init(value: Configuration(color: color, radius: radius, spread: spread, x: x, y: y))
        }
    }
}
