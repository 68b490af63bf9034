/// How a toolbar title is shown: SwiftUI's `ToolbarTitleDisplayMode` (iOS 17,
/// `.toolbarTitleDisplayMode(_:)`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode

    /// Large at the root of a stack, inline deeper.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// Large title below the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// Title centred in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Where we differ: iOS 17's inline-large mode (a large-weight title in the bar's leading
    /// slot) is drawn as `.inline`.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}
