extension Theme {
    /// An animation token. Inert in Proof, which renders still frames: views draw their final state.
    public struct Animation: FoundationVariableWithValue {
        /// The animation.
        public var value: ProofUI.Animation
        /// Computes the token to use in an environment, or nil to keep this one.
        public var environmentAdjustment: EnvironmentAdjustment?

        /// A token for `value`.
        public init(value: ProofUI.Animation) {
            self.value = value
            environmentAdjustment = nil
        }
        /// The default animation.
        public init() { self.init(value: .default) }
    }
}
