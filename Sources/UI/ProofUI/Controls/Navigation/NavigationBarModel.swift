/// What the content of a navigation container asked of its bar: the title, how it is shown, the
/// toolbar items and the bars' visibility and background. The container makes one, puts it in the
/// environment of its content and reads it once the content is resolved (SwiftUI passes the same
/// values up as preferences).
///
/// Where several modifiers set the same value, the outermost wins: modifiers record after their
/// content is resolved, so an outer one overwrites an inner one, as a preference set on a view
/// overrides its subtree's.
final class NavigationBarModel: @unchecked Sendable {
    // @unchecked: a model lives for one render and is read and written only by its thread.
    /// The navigation title; nil when none was set.
    var title: Text?
    /// How the title is shown.
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    /// Whether the navigation bar is hidden (`.navigationBarHidden(true)`,
    /// `.toolbar(.hidden, for: .navigationBar)`).
    var isBarHidden = false
    /// Whether the back button is hidden (the root of a stack has none, so nothing changes).
    var isBackButtonHidden = false
    /// Whether the bottom toolbar is hidden (`.toolbar(.hidden, for: .bottomBar)`).
    var isBottomBarHidden = false
    /// The navigation bar's background visibility.
    var barBackground: Visibility = .automatic
    /// The navigation bar's background style, when one was given.
    var barBackgroundStyle: AnyShapeStyle?
    /// The bottom bar's background visibility.
    var bottomBarBackground: Visibility = .automatic
    /// The bottom bar's background style, when one was given.
    var bottomBarBackgroundStyle: AnyShapeStyle?
    /// The colour scheme of the navigation bar's title and items, when one was set.
    var barColorScheme: ColorScheme?
    /// The colour scheme of the bottom bar's items, when one was set.
    var bottomBarColorScheme: ColorScheme?
    /// The `.searchable` field's text and prompt, when one was set.
    var search: (text: String, prompt: Text)?
    /// The toolbar items, inner content's first.
    var items: [ToolbarEntry] = []
}
