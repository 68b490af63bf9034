extension Theme {
    /// Any other length (a border width, a gradient radius). Extend it with the team's tokens:
    /// `extension Theme.Length { static let regular = Theme.Length(8) }`.
    public struct Length: FoundationVariableWithCGFloatValue {
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
