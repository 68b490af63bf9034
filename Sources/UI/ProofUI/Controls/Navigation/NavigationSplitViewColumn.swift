/// A column of a `NavigationSplitView`: SwiftUI's `NavigationSplitViewColumn` (iOS 17).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Column: Hashable, Sendable { case sidebar, content, detail }
    let column: Column

    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(column: .sidebar)
    /// The middle column of a three-column view.
    public static let content = NavigationSplitViewColumn(column: .content)
    /// The trailing column.
    public static let detail = NavigationSplitViewColumn(column: .detail)
}
