import ProofUI

extension View {
    /// Hides the tab bar of the `OUDSTabBar` showing this view (OUDS iOS's `hideTabBar()`): SwiftUI's
    /// `.toolbar(.hidden, for: .tabBar)`, and the OUDS indicator and divider go with the bar.
    public func hideTabBar() -> some View { tabBar(isHidden: true) }

    /// Hides or shows the tab bar of the `OUDSTabBar` showing this view, with its OUDS decorations.
    public func tabBar(isHidden: Bool) -> some View {
        toolbar(isHidden ? .hidden : .visible, for: .tabBar)
            .preference(key: TabBarHiddenPreferenceKey.self, value: isHidden)
    }
}
