/// A bar that `.toolbar(_:for:)` and `.toolbarBackground(_:for:)` apply to: SwiftUI's
/// `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar, windowToolbar }
    let bar: Bar

    /// The bar the context means: the navigation bar on iOS.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The tab bar of the enclosing `TabView`.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// A macOS window toolbar (nothing on iOS).
    public static let windowToolbar = ToolbarPlacement(bar: .windowToolbar)
}
