import ProofUI

/// One row of the typography table: size, line height and letter spacing per size class.
public struct FontTypeStyleMetrics: Hashable, Sendable {
    /// Mobile size, line height and letter spacing.
    public var compact: (size: CGFloat, lineHeight: CGFloat, letterSpacing: CGFloat)
    /// Tablet size, line height and letter spacing.
    public var regular: (size: CGFloat, lineHeight: CGFloat, letterSpacing: CGFloat)

    /// A row.
    public init(
        compact: (size: CGFloat, lineHeight: CGFloat, letterSpacing: CGFloat),
        regular: (size: CGFloat, lineHeight: CGFloat, letterSpacing: CGFloat)
    ) {
        self.compact = compact
        self.regular = regular
    }

    /// Equal when every value is.
    public static func == (a: FontTypeStyleMetrics, b: FontTypeStyleMetrics) -> Bool {
        a.compact == b.compact && a.regular == b.regular
    }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) {
        for v in [
            compact.size, compact.lineHeight, compact.letterSpacing, regular.size, regular.lineHeight,
            regular.letterSpacing,
        ] {
            hasher.combine(v)
        }
    }
}
