extension Theme {
    /// Inner space of a view (`.foundation(.padding(_:_:))`). Extend it with the team's tokens:
    /// `extension Theme.Padding { static let regular = Theme.Padding(8) }`.
    public struct Padding: FoundationVariableWithCGFloatValue {
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
