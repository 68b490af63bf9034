/// Compact or regular width or height class.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    /// Compact (an iPhone's width in portrait).
    case compact
    /// Regular.
    case regular
}
