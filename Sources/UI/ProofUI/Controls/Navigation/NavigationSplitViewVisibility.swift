/// Which columns of a `NavigationSplitView` show on a wide screen: SwiftUI's
/// `NavigationSplitViewVisibility`. An iPhone shows one column whatever it says.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String

    /// The system decides.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
