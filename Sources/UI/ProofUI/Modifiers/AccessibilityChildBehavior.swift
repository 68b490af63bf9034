/// How an accessibility element treats its children.
public enum AccessibilityChildBehavior: Hashable, Sendable {
    /// Ignore them.
    case ignore
    /// Combine them.
    case combine
    /// Keep them as children.
    case contain
}
