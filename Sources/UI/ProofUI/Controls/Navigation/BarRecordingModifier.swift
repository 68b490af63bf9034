/// A modifier that writes to the bars of the enclosing navigation container and tab view once its
/// content is resolved (so an outer modifier overrides an inner one); nothing outside them.
nonisolated struct BarRecordingModifier: NodeModifier {
    /// Writes to the navigation bar model.
    var navigation: ((NavigationBarModel, EnvironmentValues) -> Void)?
    /// Writes to the tab bar model.
    var tabBar: ((TabBarModel) -> Void)?

    @MainActor func makeNode(child: LayoutNode, environment: EnvironmentValues, outer: EnvironmentValues) -> LayoutNode
    {
        if let navigation, let model = outer.navigationBarModel { navigation(model, outer) }
        if let tabBar, let model = outer.tabBarModel { tabBar(model) }
        return child
    }

    /// A modifier that applies `visibility` or `style` to the background of each of `bars`.
    static func background(_ visibility: Visibility?, _ style: AnyShapeStyle?, for bars: [ToolbarPlacement])
        -> BarRecordingModifier
    {
        let set = Set(bars.map(\.bar))
        return BarRecordingModifier(
            navigation: { model, _ in
                if !set.isDisjoint(with: [.automatic, .navigationBar]) {
                    if let visibility { model.barBackground = visibility }
                    if let style { model.barBackgroundStyle = style }
                }
                if set.contains(.bottomBar) {
                    if let visibility { model.bottomBarBackground = visibility }
                    if let style { model.bottomBarBackgroundStyle = style }
                }
            },
            tabBar: { model in
                guard set.contains(.tabBar) else { return }
                if let visibility { model.background = visibility }
                if let style { model.backgroundStyle = style }
            })
    }
}
