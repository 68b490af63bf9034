import ProofUI

/// The OUDS tab bar for iOS 26's Liquid Glass (OUDS iOS 3): `Tab("Title", image:) { … }` items
/// without values or selection, in the OUDS colours and typography; it never draws the selected-tab
/// indicator.
///
/// ```swift
/// OUDSLiquidGlassTabView {
///     Tab("Home", image: "ic_home") { HomeView() }
///     Tab("Mail", image: "ic_mail") { MailView() }
/// }
/// .environment(\.isLiquidGlassDisabled, false)   // Proof: render the Liquid Glass colours
/// ```
///
/// Proof draws the system tab bar of iOS before 26 (see `isLiquidGlassDisabled`): by default the bar
/// keeps the legacy divider and colours; with `isLiquidGlassDisabled` false, it loses the divider
/// and the selected tab takes `bar.colorAccent`. Where we differ: OUDS iOS takes
/// `@TabContentBuilder<Never>` content; in Proof `Tab` is a view, built with `@ViewBuilder`.
///
/// - Since: 3.0.0
@available(iOS 26, macOS 26, visionOS 26, *)
public struct OUDSLiquidGlassTabView<Content: View>: View {
    private let content: () -> Content

    /// Tabs showing the first one.
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// The tab view with the OUDS appearance.
    public var body: some View {
        OUDSTabViewBody(selectedTab: 0, tabCount: 0) {
            TabView { content() }
        }
    }
}
