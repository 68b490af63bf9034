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
/// ProofUI's `._tabBarAppearance(_:)`. Proof draws the look before iOS 26 unless
/// `isLiquidGlassDisabled` is false (see `appearance(_:regular:legacy:)`); the blur behind the
/// translucent background shows nothing in a still frame, so the colour is drawn flat.
public struct OUDSTabBarViewModifier: ViewModifier {
    @Environment(\.theme) private var theme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.forceOUDSLegacyLayout) private var forceLegacyLayout
    @Environment(\.isLiquidGlassDisabled) private var isLiquidGlassDisabled

    /// The modifier.
    public init() {}

    /// `content` with the OUDS tab bar appearance.
    public func body(content: Content) -> some View {
        content._tabBarAppearance(
            Self.appearance(
                theme, regular: horizontalSizeClass == .regular,
                legacy: forceLegacyLayout || isLiquidGlassDisabled))
    }

    /// The appearance of a tab bar in `theme` (`regular`: on an iPad; `legacy`: without Liquid Glass,
    /// where the unselected colour applies and the selected one is `colorContentSelectedEnabled`;
    /// under Liquid Glass the unselected items keep the system's colour and the selected one takes
    /// `colorAccent`).
    static func appearance(_ theme: OUDSTheme, regular: Bool, legacy: Bool = true) -> _TabBarAppearance {
        let bar = theme.bar
        let size = regular ? bar.sizeLabelRegular : bar.sizeLabelCompact
        return _TabBarAppearance(
            // `configureWithTransparentBackground()`: no hairline (OUDSTabBar draws its own divider).
            backgroundColor: bar.colorBgTranslucent, shadowColor: .clear,
            normal: _TabBarAppearance.ItemState(
                iconColor: legacy ? bar.colorContentUnselectedEnabled : nil,
                titleFont: BarFonts.font(theme, size: size, weight: .regular),
                badgeBackgroundColor: bar.colorBgBadge),
            selected: _TabBarAppearance.ItemState(
                iconColor: legacy ? bar.colorContentSelectedEnabled : bar.colorAccent,
                titleFont: BarFonts.font(theme, size: size, weight: .bold), badgeBackgroundColor: bar.colorBgBadge))
    }
}
