/// Light or dark interface (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not specified: resolves as light.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2
}
