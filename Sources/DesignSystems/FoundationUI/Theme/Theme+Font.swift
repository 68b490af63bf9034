extension Theme {
    /// A font (`.foundation(.font(_:))`): `Theme.Font(.body)`, or any SwiftUI font.
    public struct Font: FoundationVariableWithValue {
        /// The font.
        public var value: ProofUI.Font
        /// Computes the token to use in an environment, or nil to keep this one.
        public var environmentAdjustment: EnvironmentAdjustment?

        /// A token drawing text in `value`.
        public init(value: ProofUI.Font) {
            self.value = value
            environmentAdjustment = nil
        }
        /// The body font.
        public init() { self.init(value: .body) }
    }
}
