extension String {
    /// A localizable string with its interpolated values kept apart, as Foundation's: the literal
    /// `"\(count) items"` is the key `"%lld items"` with the argument `count` (built exactly as a
    /// `LocalizedStringKey`), so a string table can translate it.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The key and values.
        let key: LocalizedStringKey

        /// A value of a string (the key itself, not a format).
        public init(_ value: String) { key = LocalizedStringKey(value) }

        /// A value of a literal.
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }

        /// A value of an interpolated literal.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }
}
