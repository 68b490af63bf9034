extension Theme {
    /// Space between the views of a stack. Extend it with the team's tokens:
    /// `extension Theme.Spacing { static let regular = Theme.Spacing(8) }`.
    public struct Spacing: FoundationVariableWithCGFloatValue {
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
