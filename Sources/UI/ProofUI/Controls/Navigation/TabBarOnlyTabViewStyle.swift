/// A tab view style that always shows a tab bar (iOS 18): an iPhone's tab bar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The tab-bar-only style.
    public init() {}
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar, never a sidebar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
