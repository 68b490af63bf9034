/// The toolbar modifiers: items, bar visibility and bar backgrounds.
// swift-format-ignore: AmbiguousTrailingClosureOverload
// SwiftUI declares both `toolbar(content:)` overloads (toolbar content and plain views).
nonisolated extension View {
    /// Toolbar items: each `ToolbarItem` or `ToolbarItemGroup` goes to its placement in the
    /// enclosing navigation stack's bars. (Main-actor isolated where SwiftUI's is nonisolated: the
    /// content is read at once, and custom toolbar content's `body` is main-actor isolated.)
    @MainActor public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View
    {
        let entries = content().toolbarEntries
        return modifier(
            BarRecordingModifier(navigation: { model, environment in
                model.items += entries.map { $0.resolved(in: environment) }
            }))
    }
    /// Toolbar views: placed as `.automatic` items (the navigation bar's trailing edge on iOS).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarEntry(placement: .automatic, view: AnyView(content()))
        return modifier(
            BarRecordingModifier(navigation: { model, environment in
                model.items.append(entry.resolved(in: environment))
            }))
    }
    /// Shows or hides bars: `.navigationBar`, `.bottomBar`, `.tabBar` (`.automatic` is the
    /// navigation bar). `.visible` and `.automatic` show them.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let set = Set(bars.map(\.bar))
        let hidden = visibility == .hidden
        return modifier(
            BarRecordingModifier(
                navigation: { model, _ in
                    if !set.isDisjoint(with: [.automatic, .navigationBar]) { model.isBarHidden = hidden }
                    if set.contains(.bottomBar) { model.isBottomBarHidden = hidden }
                },
                tabBar: { model in if set.contains(.tabBar) { model.isHidden = hidden } }))
    }
    /// Shows or hides the background of bars. A navigation bar at rest (its content scrolled to
    /// the top, as a still frame shows it) has no background on iOS 15 and later; `.visible`
    /// draws the bar's flat background and hairline.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarRecordingModifier.background(visibility, nil, for: bars))
    }
    /// The background style of bars (drawn where the background is visible: with
    /// `.toolbarBackground(.visible, for:)` for a navigation bar, always for a tab bar).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(BarRecordingModifier.background(nil, AnyShapeStyle(style), for: bars))
    }
    /// The colour scheme of the bars' content (title and items), whatever the view's scheme:
    /// `.dark` gives white titles, as on a dark bar background.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let set = Set(bars.map(\.bar))
        return modifier(
            BarRecordingModifier(navigation: { model, _ in
                if !set.isDisjoint(with: [.automatic, .navigationBar]) { model.barColorScheme = colorScheme }
                if set.contains(.bottomBar) { model.bottomBarColorScheme = colorScheme }
            }))
    }
    /// The purpose of the toolbar (an iPhone's bar looks the same for every role).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}
