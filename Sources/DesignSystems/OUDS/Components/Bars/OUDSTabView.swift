import ProofUI

/// The OUDS tab bar over iOS 18's tabs (OUDS iOS 3): a `TabView` of `Tab("Title", image:, value:)`
/// items whose `value`s are the indices `0..<count`, in the OUDS look with, in the legacy layout, the
/// divider along the bar's top edge and the selected-tab indicator.
///
/// ```swift
/// @State private var selectedTab = 0
///
/// OUDSTabView(selectedTab: $selectedTab, count: 3) {
///     Tab("Home", image: "ic_home", value: 0) { HomeView() }
///     Tab("Mail", image: "ic_mail", value: 1) { MailView() }.badge(3)
///     Tab("Settings", image: "ic_settings", value: 2) { SettingsView() }
/// }
/// ```
///
/// Where we differ: OUDS iOS takes `@TabContentBuilder<Int>` content (`Content: TabContent`); in Proof
/// `Tab` is a view, so the content is built with `@ViewBuilder` and the same code compiles.
///
/// - Since: 3.0.0
@available(iOS 18, macOS 15, visionOS 2, *)
public struct OUDSTabView<Content: View>: View {
    private let selection: Binding<Int>
    private let tabCount: Int
    private let content: () -> Content

    /// Tabs showing the one whose `value` is `selectedTab`, with an indicator over it among `count`
    /// columns (iOS 18, or iOS 26 with Liquid Glass disabled). OUDS iOS logs a warning when
    /// `selectedTab` is outside `0..<count`; Proof then draws no indicator.
    public init(selectedTab: Binding<Int>, count: UInt8, @ViewBuilder content: @escaping () -> Content) {
        selection = selectedTab
        tabCount = Int(count)
        self.content = content
    }

    /// Tabs for iOS 26 and later: no count, so no indicator.
    @available(iOS 26, *)
    public init(selectedTab: Binding<Int>, @ViewBuilder content: @escaping () -> Content) {
        selection = selectedTab
        tabCount = 0
        self.content = content
    }

    /// The tab view with the OUDS appearance and decorations.
    public var body: some View {
        OUDSTabViewBody(selectedTab: selection.wrappedValue, tabCount: tabCount) {
            TabView(selection: selection) { content() }
        }
    }
}
