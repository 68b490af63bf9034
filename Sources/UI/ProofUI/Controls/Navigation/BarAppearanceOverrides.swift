/// The look UIKit's appearance objects give the bars SwiftUI draws on iOS, for the views below.
///
/// On iOS, SwiftUI's `NavigationStack` and `TabView` draw `UINavigationBar` and `UITabBar`, and an
/// app styles them through `UINavigationBarAppearance` / `UITabBarAppearance` set on
/// `UINavigationBar.appearance()` / `UITabBar.appearance()` (fonts, colours, badge colour), which no
/// SwiftUI modifier reaches. Design systems such as OUDS do exactly that. Proof has no UIKit
/// objects, so these two values carry the same settings (named after the UIKit properties) and the
/// bars Proof draws follow them.
///
/// Where we differ: UIKit's appearance proxies are process-wide; these are environment values (set
/// with `._navigationBarAppearance(_:)` / `._tabBarAppearance(_:)` around the container), because
/// renders of several themes run side by side. A SwiftUI bar modifier (`.toolbarBackground(_:for:)`)
/// still wins over the appearance, as it does on iOS. A nil property keeps the system look.
public struct _NavigationBarAppearance: Sendable {
    /// The bar's background (`backgroundColor`; the appearance is both the standard and the
    /// scroll-edge one, so the background shows at rest too). Nil keeps the system's (none at rest).
    public var backgroundColor: Color?
    /// The hairline under the bar (`shadowColor`); `.clear` hides it. Nil keeps the system's.
    public var shadowColor: Color?
    /// The inline title's font (`titleTextAttributes[.font]`).
    public var titleFont: Font?
    /// The inline title's colour (`titleTextAttributes[.foregroundColor]`).
    public var titleColor: Color?
    /// The large title's font (`largeTitleTextAttributes[.font]`).
    public var largeTitleFont: Font?
    /// The large title's colour (`largeTitleTextAttributes[.foregroundColor]`).
    public var largeTitleColor: Color?

    /// An appearance; every property defaults to the system look.
    public init(
        backgroundColor: Color? = nil, shadowColor: Color? = nil, titleFont: Font? = nil, titleColor: Color? = nil,
        largeTitleFont: Font? = nil, largeTitleColor: Color? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.shadowColor = shadowColor
        self.titleFont = titleFont
        self.titleColor = titleColor
        self.largeTitleFont = largeTitleFont
        self.largeTitleColor = largeTitleColor
    }
}

/// The look of a tab bar (`UITabBarAppearance` with its `stackedLayoutAppearance`): see
/// `_NavigationBarAppearance`.
public struct _TabBarAppearance: Sendable {
    /// The look of the items in one state (`UITabBarItemStateAppearance`).
    public struct ItemState: Sendable {
        /// The icon's colour (`iconColor`), which UIKit also gives the title unless the title
        /// attributes set another. Nil keeps the system's (the tint when selected, grey otherwise).
        public var iconColor: Color?
        /// The title's font (`titleTextAttributes[.font]`).
        public var titleFont: Font?
        /// The title's colour (`titleTextAttributes[.foregroundColor]`); nil takes `iconColor`.
        public var titleColor: Color?
        /// The badge's background (`badgeBackgroundColor`); nil is the system red.
        public var badgeBackgroundColor: Color?
        /// The badge's text colour (`badgeTextAttributes[.foregroundColor]`); nil is white.
        public var badgeTextColor: Color?

        /// A state look; every property defaults to the system look.
        public init(
            iconColor: Color? = nil, titleFont: Font? = nil, titleColor: Color? = nil,
            badgeBackgroundColor: Color? = nil, badgeTextColor: Color? = nil
        ) {
            self.iconColor = iconColor
            self.titleFont = titleFont
            self.titleColor = titleColor
            self.badgeBackgroundColor = badgeBackgroundColor
            self.badgeTextColor = badgeTextColor
        }
    }

    /// The bar's background (`backgroundColor`). Nil keeps the system's.
    public var backgroundColor: Color?
    /// The hairline above the bar (`shadowColor`); `.clear` hides it. Nil keeps the system's.
    public var shadowColor: Color?
    /// The unselected items.
    public var normal: ItemState
    /// The selected item.
    public var selected: ItemState

    /// An appearance; every property defaults to the system look.
    public init(
        backgroundColor: Color? = nil, shadowColor: Color? = nil, normal: ItemState = ItemState(),
        selected: ItemState = ItemState()
    ) {
        self.backgroundColor = backgroundColor
        self.shadowColor = shadowColor
        self.normal = normal
        self.selected = selected
    }
}

private struct NavigationBarAppearanceKey: EnvironmentKey {
    static let defaultValue: _NavigationBarAppearance? = nil
}
private struct TabBarAppearanceKey: EnvironmentKey { static let defaultValue: _TabBarAppearance? = nil }

extension EnvironmentValues {
    /// The appearance of the navigation bars below; nil is the system look.
    public var _navigationBarAppearance: _NavigationBarAppearance? {
        get { self[NavigationBarAppearanceKey.self] }
        set { self[NavigationBarAppearanceKey.self] = newValue }
    }
    /// The appearance of the tab bars below; nil is the system look.
    public var _tabBarAppearance: _TabBarAppearance? {
        get { self[TabBarAppearanceKey.self] }
        set { self[TabBarAppearanceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The navigation bars of the `NavigationStack`s and `NavigationView`s below take `appearance`
    /// (what `UINavigationBar.appearance().standardAppearance` and `.scrollEdgeAppearance` do on iOS).
    public func _navigationBarAppearance(_ appearance: _NavigationBarAppearance?) -> some View {
        modifier(EnvironmentWritingModifier { $0._navigationBarAppearance = appearance })
    }
    /// The tab bars of the `TabView`s below take `appearance` (what
    /// `UITabBar.appearance().standardAppearance` and `.scrollEdgeAppearance` do on iOS).
    public func _tabBarAppearance(_ appearance: _TabBarAppearance?) -> some View {
        modifier(EnvironmentWritingModifier { $0._tabBarAppearance = appearance })
    }
}
