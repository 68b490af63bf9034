/// How a `TabView` shows its tabs: SwiftUI's `TabViewStyle` (`.automatic`: a tab bar; `.page`:
/// one page at a time with page dots).
public protocol TabViewStyle: Sendable {}

/// The drawing a style stands for.
enum TabViewStyleKind: Hashable {
    /// A tab bar.
    case tabBar
    /// Pages with page dots.
    case page(PageTabViewStyle.IndexDisplayMode)
}

extension TabViewStyle {
    /// The drawing this style stands for.
    var kind: TabViewStyleKind {
        if let page = self as? PageTabViewStyle { return .page(page.indexDisplayMode) }
        return .tabBar
    }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }

extension EnvironmentValues {
    /// The style `.tabViewStyle(_:)` set.
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}
