import ProofUI

/// The OUDS look of a plain `TabView`'s tab bar: the translucent `bar.colorBgTranslucent`
/// background, titles in the theme's family at 10 pt (13 pt on an iPad; regular, bold when
/// selected), the selected item in `bar.colorContentSelectedEnabled`, the others in
/// `bar.colorContentUnselectedEnabled`, and badges on `surfaceStatusNegativeEmphasized`.
///
/// It changes only colours and typography: it adds neither the selected-tab indicator nor the
/// divider at the top of the bar. Use `OUDSTabBar` for the whole component.
///
/// ```swift
/// TabView { … }.modifier(OUDSTabBarViewModifier())
/// ```
///
/// OUDS iOS sets these on `UITabBar.appearance()`; Proof sets them on the tab bars below through
/// ProofUI's `._tabBarAppearance(_:)`. Proof draws the look before iOS 26 (no Liquid Glass), where
/// the unselected colour applies; the blur behind the translucent background shows nothing in a
/// still frame, so the colour is drawn flat.
public struct OUDSTabBarViewModifier: ViewModifier {
    @Environment(\.theme) private var theme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    /// The modifier.
    public init() {}

    /// `content` with the OUDS tab bar appearance.
    public func body(content: Content) -> some View {
        content._tabBarAppearance(Self.appearance(theme, regular: horizontalSizeClass == .regular))
    }

    /// The appearance of a tab bar in `theme` (`regular`: on an iPad).
    static func appearance(_ theme: OUDSTheme, regular: Bool) -> _TabBarAppearance {
        let bar = theme.bar
        let size = regular ? bar.sizeLabelRegular : bar.sizeLabelCompact
        return _TabBarAppearance(
            // `configureWithTransparentBackground()`: no hairline (OUDSTabBar draws its own divider).
            backgroundColor: bar.colorBgTranslucent, shadowColor: .clear,
            normal: _TabBarAppearance.ItemState(
                iconColor: bar.colorContentUnselectedEnabled,
                titleFont: BarFonts.font(theme, size: size, weight: .regular),
                badgeBackgroundColor: bar.colorBgBadge),
            selected: _TabBarAppearance.ItemState(
                iconColor: bar.colorContentSelectedEnabled, titleFont: BarFonts.font(theme, size: size, weight: .bold),
                badgeBackgroundColor: bar.colorBgBadge))
    }
}
