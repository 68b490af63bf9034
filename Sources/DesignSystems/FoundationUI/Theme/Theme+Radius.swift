extension Theme {
    /// A corner radius (`.foundation(.concentricRoundedRectangle(_:))`). Extend it with the team's tokens:
    /// `extension Theme.Radius { static let regular = Theme.Radius(8) }`.
    public struct Radius: FoundationVariableWithCGFloatValue {
        /// The length, in points.
        public var value: CGFloat
        /// Computes the token to use in an environment, or nil to keep this one.
        public var environmentAdjustment: EnvironmentAdjustment?

        /// A token of `value` points.
        public init(value: CGFloat) {
            self.value = value
            environmentAdjustment = nil
        }
    }
}
