/// The default tab view style: a tab bar at the bottom on an iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
