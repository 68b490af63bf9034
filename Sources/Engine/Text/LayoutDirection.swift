/// Left-to-right or right-to-left layout (SwiftUI `LayoutDirection`); sets the paragraph direction.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
