/// The environment values the navigation containers pass down: the bar model of the nearest
/// `NavigationStack` or `NavigationView`, the tab bar model of the nearest `TabView`, and whether
/// the view is a list row.
private struct NavigationBarModelKey: EnvironmentKey { static let defaultValue: NavigationBarModel? = nil }
private struct TabBarModelKey: EnvironmentKey { static let defaultValue: TabBarModel? = nil }
private struct IsInListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The bar of the nearest navigation container, which `.navigationTitle`, `.toolbar` and the
    /// other bar modifiers write to while the container resolves its content; nil outside one
    /// (the modifiers then do nothing, as in SwiftUI).
    var navigationBarModel: NavigationBarModel? {
        get { self[NavigationBarModelKey.self] }
        set { self[NavigationBarModelKey.self] = newValue }
    }
    /// The tab bar of the nearest `TabView` (`.toolbar(.hidden, for: .tabBar)` and
    /// `.toolbarBackground(_:for: .tabBar)` write to it); nil outside one.
    var tabBarModel: TabBarModel? {
        get { self[TabBarModelKey.self] }
        set { self[TabBarModelKey.self] = newValue }
    }
    /// Whether the view is the content of a `List` row: a `NavigationLink` then draws its label in
    /// the primary colour with a trailing chevron (`chevron.right`, tertiary label colour), as
    /// iOS's disclosure indicator, instead of as a tinted button. Default false; `List` sets it
    /// for its rows.
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}
