/// The tab view modifiers: tab items, tags and the tab view style.
extension View {
    /// The tab bar item of this view in a `TabView`: a `Label`, or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = TabItemLabel(label())
        return modifier(
            NodeWrappingModifier { child, environment in
                TabItemNode(child: child, label: item, value: nil, environment: environment)
            })
    }
    /// A selection tag: a `TabView(selection:)` shows the child whose tag equals its selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        let value = AnyHashable(tag)
        return modifier(
            NodeWrappingModifier { child, environment in TagNode(child: child, tag: value, environment: environment) })
    }
    /// The style of the enclosing-most `TabView` below: `.automatic` (a tab bar) or `.page`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.tabViewStyle = style.kind })
    }
}
