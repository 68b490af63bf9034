/// What the content of a `TabView` asked of its tab bar: whether it is hidden and its background.
/// The tab view makes one and reads it once its content is resolved.
final class TabBarModel: @unchecked Sendable {
    // @unchecked: a model lives for one render and is read and written only by its thread.
    /// Whether the tab bar is hidden (`.toolbar(.hidden, for: .tabBar)`).
    var isHidden = false
    /// The tab bar's background visibility.
    var background: Visibility = .automatic
    /// The tab bar's background style, when one was given.
    var backgroundStyle: AnyShapeStyle?
}
