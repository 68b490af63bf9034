/// The tab view modifiers: tab items and the tab view style (`.tag` is `TaggedView`'s).
nonisolated extension View {
    /// The tab bar item of this view in a `TabView`: a `Label`, or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = TabItemLabel(label())
        return modifier(
            CarryingNodeModifier(carried: item) { item, child, environment in
                TabItemNode(child: child, label: item, environment: environment)
            })
    }
    /// The style of the `TabView`s below: `.automatic` (a tab bar) or `.page`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0.tabViewStyle = style.kind })
    }
}
