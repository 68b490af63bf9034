/// How a `NavigationSplitView` sizes its columns on a wide screen: SwiftUI's
/// `NavigationSplitViewStyle`. An iPhone shows one column, so every style draws the same.
public protocol NavigationSplitViewStyle: Sendable {}

nonisolated extension View {
    /// The style of the `NavigationSplitView`s below (an iPhone draws every style alike).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// A column's width on a wide screen (an iPhone's single column is as wide as the screen).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// A column's width range on a wide screen (an iPhone's single column is as wide as the screen).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    { self }
}
