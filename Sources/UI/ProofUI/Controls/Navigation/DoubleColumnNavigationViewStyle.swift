/// Columns (sidebar and detail) on wide screens; a stack on an iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The column style.
    public init() {}
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns on wide screens.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
