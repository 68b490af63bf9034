/// Standard or increased contrast (UIKit's `UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    /// Not specified: resolves as normal.
    case unspecified = -1
    /// Standard contrast.
    case normal = 0
    /// Increased contrast ("Increase Contrast" on).
    case high = 1
}
