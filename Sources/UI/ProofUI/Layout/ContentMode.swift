/// How content fills a space: fit inside or fill it (cropping).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Entirely visible.
    case fit
    /// Covers the whole space.
    case fill
}
