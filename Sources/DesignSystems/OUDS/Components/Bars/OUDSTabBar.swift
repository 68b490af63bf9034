import ProofUI

/// The OUDS tab bar: a `TabView` whose tabs are plain SwiftUI views declared with
/// `.tabItem { Label(…) }`, `.tag(_:)` (matching `selectedTab`) and optionally `.badge(_:)`, in the
/// OUDS look (`OUDSTabBarViewModifier`), with a divider along the bar's top edge and, over the
/// selected tab, the OUDS selected-tab indicator.
///
/// ```swift
/// @State private var selectedTab = 0
///
/// OUDSTabBar(selectedTab: $selectedTab, count: 3) {
///     SomeView().tabItem { Label("Tab 1", image: "ic_1") }.tag(0)
///     OtherView().tabItem { Label("Tab 2", image: "ic_2") }.tag(1).badge(5)
///     ThirdView().tabItem { Label("Tab 3", image: "ic_3") }.tag(2)
/// }
/// ```
///
/// Tab images must be 26 × 26 (drawn at their own size, as UIKit does; use template images so the
/// selected colour applies). Badges are the system's, on `surfaceStatusNegativeEmphasized`;
/// write "+99" above 99. Do not combine it with a bottom toolbar (`.toolBarBottom`) on one screen.
///
/// Proof draws the tab bar of iOS before 26 on an iPhone in portrait: the system bar (49 pt, no
/// home-indicator inset) with the indicator and divider OUDS adds there (the indicator only on an
/// iPhone in portrait, unless `forceOUDSLegacyLayout`; neither under Liquid Glass, see
/// `isLiquidGlassDisabled`). (OUDS iOS reads the bar's
/// height from the `UITabBar` it finds; Proof knows the height of the bar it draws.)
///
/// - Version: 1.0.0 (Figma component design version)
/// - Since: 1.0.0
public struct OUDSTabBar<Content: View>: View {
    private let tabCount: Int
    private let selection: Binding<Int>?
    @State private var ownSelection: Int
    private let content: () -> Content

    /// A tab bar of `count` tabs showing the tab whose `.tag` is `selectedTab` (written back when the
    /// user picks another). OUDS iOS logs a warning when `selectedTab` is outside `0..<count`;
    /// Proof then draws no indicator.
    public init(selectedTab: Binding<Int>, count: UInt8, @ViewBuilder content: @escaping () -> Content) {
        selection = selectedTab
        _ownSelection = State(initialValue: selectedTab.wrappedValue)
        tabCount = Int(count)
        self.content = content
    }

    /// A tab bar for iOS 26 and later (Liquid Glass), which needs neither a selection nor a count:
    /// it shows the first tab and draws no indicator.
    @available(iOS 26, *)
    public init(@ViewBuilder content: @escaping () -> Content) {
        selection = nil
        _ownSelection = State(initialValue: 0)
        tabCount = 0
        self.content = content
    }

    /// A tab bar showing tab `selected` first, keeping the selection to itself (OUDS iOS 1.0–1.3).
    @available(*, deprecated, message: "Use OUDSTabBar(selectedTab:count:content:) with a Binding<Int>")
    @_disfavoredOverload
    public init(selected: Int = 0, count: Int, @ViewBuilder content: @escaping () -> Content) {
        selection = nil
        _ownSelection = State(initialValue: selected)
        tabCount = max(0, count)
        self.content = content
    }

    /// The tab view with the OUDS appearance, its divider and indicator over the bar.
    public var body: some View {
        let selected = selection ?? $ownSelection
        OUDSTabViewBody(selectedTab: selected.wrappedValue, tabCount: tabCount) {
            TabView(selection: selected) { content() }
        }
    }
}
