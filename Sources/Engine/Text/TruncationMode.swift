/// Where "…" goes when text does not fit (SwiftUI `Text.TruncationMode`).
public enum TruncationMode: Hashable, Sendable, CaseIterable {
    /// "…" replaces the start.
    case head
    /// "…" replaces the end.
    case tail
    /// "…" replaces the middle.
    case middle
}
