/// Standard or increased contrast.
public enum ColorSchemeContrast: String, Hashable, Sendable, CaseIterable {
    /// Standard contrast.
    case standard
    /// Increased contrast (accessibility setting).
    case increased
}
