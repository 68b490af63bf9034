/// The kind of device an interface is laid out for (UIKit's `UIUserInterfaceIdiom`). Proof draws
/// the same views for every idiom; snapshot device presets record theirs.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
