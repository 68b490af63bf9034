import ProofUI

/// What `OUDSTabBar`, `OUDSTabView` and `OUDSLiquidGlassTabView` share: the tab view `content` in
/// the OUDS appearance, with the divider and the selected-tab indicator of the legacy layout over its
/// bar (both gone while the shown tab hides the bar).
///
/// The legacy layout is drawn when `forceOUDSLegacyLayout` or `isLiquidGlassDisabled`; the indicator
/// needs a count and, unless forced, an iPhone in portrait (compact width, regular height), as in
/// OUDS iOS.
struct OUDSTabViewBody<Content: View>: View {
    /// The selected tab's index.
    let selectedTab: Int
    /// The number of tabs; 0 draws no indicator.
    let tabCount: Int
    /// The height of the tab bar Proof draws (UIKit's compact-width tab bar, no home indicator),
    /// which the decorations cover.
    static var tabBarHeight: CGFloat { 49 }
    @ViewBuilder let content: () -> Content
    @Environment(\.forceOUDSLegacyLayout) private var forceLegacyLayout
    @Environment(\.isLiquidGlassDisabled) private var isLiquidGlassDisabled
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    private var hasLegacyLayout: Bool { forceLegacyLayout || isLiquidGlassDisabled }

    private var showsIndicator: Bool {
        guard tabCount > 0 else { return false }
        if forceLegacyLayout { return true }
        let iPhoneInPortrait = horizontalSizeClass != .regular && verticalSizeClass != .compact
        return isLiquidGlassDisabled && iPhoneInPortrait
    }

    var body: some View {
        content()
            .modifier(OUDSTabBarViewModifier())
            .overlayPreferenceValue(TabBarHiddenPreferenceKey.self, alignment: .bottom) { isHidden in
                if !isHidden && hasLegacyLayout {
                    TabBarDecorations(selected: selectedTab, count: showsIndicator ? tabCount : 0)
                        .frame(height: Self.tabBarHeight)
                }
            }
    }
}
