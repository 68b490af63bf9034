import OUDSSwiftUI
import OUDSTestAssets
import Testing

/// `OUDSTabView` and `OUDSLiquidGlassTabView` (OUDS iOS 3's tab views over iOS 18's `Tab`), and what
/// `isLiquidGlassDisabled` and `forceOUDSLegacyLayout` change: the legacy layout draws the top divider
/// and, on an iPhone in portrait or when forced, the selected-tab indicator; under Liquid Glass
/// neither, and the selected tab takes `bar.colorAccent`.
@MainActor
@Suite("OUDS: tab views and the legacy layout")
struct TabViewsTests {
    init() {
        OUDSTestAssets.register()
        try? ImageAssets.shared.registerIcon(
            "ic_test_square", svgPathData: "M0 0h26v26H0z", viewBox: CGSize(width: 26, height: 26))
    }

    static func tabView(selected: Int) -> some View {
        OUDSTabView(selectedTab: .constant(selected), count: 3) {
            Tab("One", image: "ic_test_square", value: 0) { Color.clear }
            Tab("Two", image: "ic_test_square", value: 1) { Color.clear }
            Tab("Three", image: "ic_test_square", value: 2) { Color.clear }
        }
    }

    static func glassTabView() -> some View {
        OUDSLiquidGlassTabView {
            Tab("One", image: "ic_test_square") { Text("First") }
            Tab("Two", image: "ic_test_square") { Text("Second") }
        }
    }

    /// The fills of the divider (full width, 1 pt, at the bar's top) and the indicator (3 pt high).
    static func decorations(_ list: DisplayList, _ theme: OUDSTheme) -> (divider: Bool, indicator: Bool) {
        let fills = BarsTests.fills(list)
        let divider = fills.contains {
            $0.paint == hex(theme.bar.colorBorderTop, .light)
                && $0.bounds == CGRect(x: 0, y: BarsTests.tabBarTop, width: 390, height: 1)
        }
        let indicator = fills.contains {
            $0.paint == hex(theme.bar.colorCurrentIndicatorCustomSelectedEnabled, .light) && $0.bounds.height == 3
        }
        return (divider, indicator)
    }

    /// `Tab(value:)` items in `OUDSTabView` draw what `.tabItem`/`.tag` items draw in `OUDSTabBar`.
    @Test(arguments: ThemeCase.allCases, [0, 2])
    func tabViewDrawsTheTabBar(theme: ThemeCase, selected: Int) throws {
        let tabView = try BarsTests.list(Self.tabView(selected: selected), theme, .light)
        let tabBar = try BarsTests.list(
            OUDSTabBar(selectedTab: .constant(selected), count: 3) {
                Color.clear.tabItem { Label("One", image: "ic_test_square") }.tag(0)
                Color.clear.tabItem { Label("Two", image: "ic_test_square") }.tag(1)
                Color.clear.tabItem { Label("Three", image: "ic_test_square") }.tag(2)
            }, theme, .light)
        #expect(tabView.description == tabBar.description)
        let t = theme.make()
        let indicator = try #require(
            BarsTests.fills(tabView).first {
                $0.paint == hex(t.bar.colorCurrentIndicatorCustomSelectedEnabled, .light) && $0.bounds.height == 3
            })
        #expect(BarsTests.near(indicator.bounds.midX, 130 * (CGFloat(selected) + 0.5)))
    }

    /// The Liquid Glass tab view shows the first tab and never an indicator; Proof's default (the bars
    /// of iOS before 26) keeps the divider and the legacy colours.
    @Test(arguments: ThemeCase.allCases)
    func liquidGlassTabViewByDefault(theme: ThemeCase) throws {
        let t = theme.make()
        let list = try BarsTests.list(Self.glassTabView(), theme, .light)
        #expect(textItems(list).map(\.string) == ["First", "One", "Two"])
        let drawn = Self.decorations(list, t)
        #expect(drawn.divider && !drawn.indicator)
        #expect(textItems(list)[1].paint == hex(t.bar.colorContentSelectedEnabled, .light))
        #expect(textItems(list)[2].paint == hex(t.bar.colorContentUnselectedEnabled, .light))
    }

    /// Under Liquid Glass: no divider, no indicator, the selected title in `bar.colorAccent`, the
    /// others in the system's colour.
    @Test(arguments: ThemeCase.allCases)
    func underLiquidGlass(theme: ThemeCase) throws {
        let t = theme.make()
        for view in [AnyView(Self.glassTabView()), AnyView(Self.tabView(selected: 0))] {
            let list = try BarsTests.list(view.environment(\.isLiquidGlassDisabled, false), theme, .light)
            let drawn = Self.decorations(list, t)
            #expect(!drawn.divider && !drawn.indicator)
            let titles = textItems(list).filter { $0.string == "One" || $0.string == "Two" }
            // The unselected title keeps the colour ProofUI's tab bar gives it without an appearance.
            let plain = try BarsTests.list(
                TabView {
                    Color.clear.tabItem { Text("Selected") }
                    Color.clear.tabItem { Text("Plain") }
                }, theme, .light)
            let systemUnselected = try #require(textItems(plain).first { $0.string == "Plain" }).paint
            #expect(titles.map(\.paint) == [hex(t.bar.colorAccent, .light), systemUnselected])
        }
    }

    /// Forced, the legacy layout comes back under Liquid Glass, and the indicator shows where OUDS
    /// otherwise leaves it out (an iPad's regular width).
    @Test(arguments: ThemeCase.allCases)
    func forcedLegacyLayout(theme: ThemeCase) throws {
        let t = theme.make()
        let glass = try BarsTests.list(
            Self.tabView(selected: 1).environment(\.isLiquidGlassDisabled, false).forceOUDSLegacyLayout(), theme,
            .light)
        #expect(Self.decorations(glass, t) == (true, true))
        let iPad = try BarsTests.list(
            Self.tabView(selected: 1).environment(\.horizontalSizeClass, .regular), theme, .light)
        #expect(Self.decorations(iPad, t) == (true, false))
        let forcedOnIPad = try BarsTests.list(
            Self.tabView(selected: 1).modifier(OUDSLegacyLayoutModifier()).environment(\.horizontalSizeClass, .regular),
            theme, .light)
        #expect(Self.decorations(forcedOnIPad, t) == (true, true))
    }

    /// The 2.2–2.3 names set the same flag.
    @available(*, deprecated, message: "Checks the OUDS iOS 2.x names of the legacy layout flag")
    @Test func olderNamesOfTheFlag() throws {
        var environment = EnvironmentValues()
        environment.forceOUDSLegacyTabBar = true
        #expect(environment.forceOUDSLegacyLayout)
        let t = OrangeTheme()
        let list = try BarsTests.list(
            Self.tabView(selected: 1).environment(\.isLiquidGlassDisabled, false).modifier(OUDSLegacyTabBarModifier()),
            .orange, .light)
        #expect(Self.decorations(list, t) == (true, true))
        let other = try BarsTests.list(
            Self.tabView(selected: 1).environment(\.isLiquidGlassDisabled, false).forceOUDSLegacyTabBar(), .orange,
            .light)
        #expect(Self.decorations(other, t) == (true, true))
    }
}
