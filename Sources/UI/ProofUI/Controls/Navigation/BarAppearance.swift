/// The metrics and flat colours of iOS's bars (navigation bar, bottom toolbar, tab bar), in points.
///
/// Colours: iOS draws a bar's standard background with a translucent material; a still frame has
/// nothing scrolled beneath it, so Proof paints the colour that material shows over the default
/// white or black background, flat (light #F9F9F9, dark #1C1C1E), and the 1-pixel shadow line
/// UIKit draws on the content side of the bar (black at 30 %, light; white at 15 %, dark;
/// observed).
enum BarAppearance {
    /// A navigation bar's height without a large title (UIKit, compact width; HIG "Navigation bars").
    static let barHeight: CGFloat = 44
    /// The height the large title adds below the bar (UIKit's 96 pt large-title bar less the 44).
    static let largeTitleHeight: CGFloat = 52
    /// The space between a large title's line box and the bottom of the bar (observed: SF Pro's
    /// 41 pt line of a 34 pt title sits 3 pt below the bar and 8 pt above the content).
    static let largeTitleBottomInset: CGFloat = 8
    /// The height of the search drawer below the title (observed: a 36 pt field with 8 pt above
    /// and below it).
    static let searchDrawerHeight: CGFloat = 52
    /// The search field's height.
    static let searchFieldHeight: CGFloat = 36
    /// The space between the top of the search drawer and the field.
    static let searchFieldTop: CGFloat = 8
    /// The leading and trailing margin of bar content (UIKit's layout margins on an iPhone).
    static let margin: CGFloat = 16
    /// The gap between two bar items (observed, approximate).
    static let itemSpacing: CGFloat = 16
    /// A bottom toolbar's height (UIToolbar, compact width, no home-indicator inset).
    static let bottomBarHeight: CGFloat = 44
    /// A tab bar's height (UITabBar, no home-indicator inset; HIG "Tab bars").
    static let tabBarHeight: CGFloat = 49
    /// The top of a tab bar item below the top of the bar (observed).
    static let tabItemTop: CGFloat = 3
    /// The height of a tab bar item's icon box (observed: the icon centred 17 pt below the bar's
    /// top, the title's baseline about 40 pt below it).
    static let tabIconHeight: CGFloat = 28
    /// How far right of the item's centre a tab badge starts (observed: over the icon's top
    /// trailing corner).
    static let tabBadgeOffset: CGFloat = 5
    /// The top of a tab badge below the top of the bar (observed).
    static let tabBadgeTop: CGFloat = 2
    /// A tab badge's height and minimum width (a circle for one digit; UITabBarItem's badge).
    static let tabBadgeHeight: CGFloat = 18
    /// The diameter of a page dot (UIPageControl, observed).
    static let pageDotDiameter: CGFloat = 7
    /// The gap between two page dots (observed).
    static let pageDotSpacing: CGFloat = 9
    /// The height of the page dots' row at the bottom of a paging tab view (UIPageControl's 26 pt).
    static let pageControlHeight: CGFloat = 26

    /// The bar's flat background.
    static let background = Color(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x1C1C1E))
    /// The hairline between a bar and the content.
    static let shadow = Color(light: Color(white: 0, opacity: 0.3), dark: Color(white: 1, opacity: 0.15))
    /// An unselected tab item (`systemGray`, observed).
    static let unselectedTabItem = Color(light: Color(hex: 0x8E8E93), dark: Color(hex: 0x8E8E93))
    /// The current page's dot: white, drawn over the page's own content as iOS draws it (it does
    /// not show on a white page).
    static let currentPageDot = Color.white
    /// The other pages' dots (white at 30 %, observed).
    static let pageDot = Color(white: 1, opacity: 0.3)
    /// The capsule behind page dots with a background (black at 25 %, observed).
    static let pageIndexBackground = Color(white: 0, opacity: 0.25)
    /// How far the capsule behind page dots reaches past the first and last dot (observed).
    static let pageIndexBackgroundInset: CGFloat = 12
    /// UIKit's `tertiaryLabel`: the disclosure chevron of a navigation link in a list.
    static let tertiaryLabel = Color(
        light: Color(hex: 0x3C3C43, opacity: 0.3), dark: Color(hex: 0xEBEBF5, opacity: 0.3))

    /// The node of a bar background: `style` when given, else the flat bar colour.
    @MainActor static func backgroundNode(_ style: AnyShapeStyle?, _ environment: EnvironmentValues) -> LayoutNode {
        if let style { return ViewResolver.node(Rectangle().fill(style), environment) }
        return ViewResolver.node(background, environment)
    }

    /// The node of a bar's hairline, in `color` (an appearance's) when given, else the system's.
    @MainActor static func shadowNode(_ color: Color?, _ environment: EnvironmentValues) -> LayoutNode {
        ViewResolver.node(color ?? shadow, environment)
    }
}
