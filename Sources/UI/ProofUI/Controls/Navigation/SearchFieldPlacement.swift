/// Where `.searchable` puts its search field: SwiftUI's `SearchFieldPlacement`. On an iPhone every
/// placement is the navigation bar's drawer, below the title.
public struct SearchFieldPlacement: Hashable, Sendable {
    /// Whether the drawer's field shows at rest.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let always: Bool
        /// Shown while the content is at its top (a still frame's case), collapsed when scrolled.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }
    let name: String

    /// The system decides: the navigation bar's drawer on an iPhone.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The navigation bar's drawer, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    /// The toolbar: the drawer on an iPhone.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The sidebar: the drawer on an iPhone.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}
