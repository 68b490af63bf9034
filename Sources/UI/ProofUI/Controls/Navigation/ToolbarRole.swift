/// The purpose of a toolbar: SwiftUI's `ToolbarRole` (`.toolbarRole(_:)`). On iOS `.editor` and
/// `.browser` move the title leading on iPad; an iPhone's bar looks the same, so the role changes
/// nothing in a still frame.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's toolbar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar.
    public static let editor = ToolbarRole(name: "editor")
}
