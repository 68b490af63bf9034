/// Compact or regular width or height (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Compact (an iPhone's width in portrait).
    case compact = 1
    /// Regular (an iPhone's height in portrait).
    case regular = 2
}
