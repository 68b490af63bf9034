import Raster
import Testing

@testable import ProofUI

/// `._tabBarAppearance(_:)` and `._navigationBarAppearance(_:)`: the UIKit appearance settings a
/// design system gives the bars SwiftUI draws (colours, fonts, badge colour), read from display
/// lists of a 320 × 480 pt screen at scale 1.
@MainActor
@Suite("UI: bar appearance (UIKit appearance stand-ins)")
struct BarAppearanceOverrideTests {
    let configuration = RenderConfiguration(size: .fixed(width: 320, height: 480), scale: 1, background: .clear)

    func paint(_ color: ProofUI.Color) -> ResolvedPaint { color._resolvePaint(in: EnvironmentValues(), bounds: .zero) }

    func texts(_ list: DisplayList) -> [(string: String, layout: TextLayout, paint: ResolvedPaint)] {
        list.items.compactMap { item in
            if case .text(let layout, _, let paint, let string) = item { return (string, layout, paint) }
            return nil
        }
    }

    func fills(_ list: DisplayList) -> [(bounds: Raster.Rect, paint: ResolvedPaint)] {
        list.items.compactMap { item in
            if case .fill(let path, let paint, _) = item { return (path.bounds, paint) }
            return nil
        }
    }

    var tabs: some View {
        TabView(selection: .constant(1)) {
            Color.clear.tabItem { Label("One", systemImage: "house") }.tag(0).badge(2)
            Color.clear.tabItem { Label("Two", systemImage: "star") }.tag(1)
        }
    }

    let tabAppearance = _TabBarAppearance(
        backgroundColor: .yellow, shadowColor: .clear,
        normal: _TabBarAppearance.ItemState(
            iconColor: .green, titleFont: .system(size: 12), badgeBackgroundColor: .purple,
            badgeTextColor: .black),
        selected: _TabBarAppearance.ItemState(iconColor: .orange, titleFont: .system(size: 12, weight: .bold)))

    @Test func tabItemsTakeTheColoursAndFontsOfTheirState() throws {
        let system = texts(try ViewRenderer.displayList(tabs, configuration: configuration))
        let styled = texts(
            try ViewRenderer.displayList(tabs._tabBarAppearance(tabAppearance), configuration: configuration))
        #expect(system.map(\.string) == ["One", "Two", "2"])
        #expect(styled.map(\.string) == ["One", "Two", "2"])
        #expect(system[0].paint == paint(ProofUI.Color(hex: 0x8E8E93)))
        #expect(styled[0].paint == paint(.green))
        #expect(styled[1].paint == paint(.orange))
        // 12 pt titles (taller than the system's 10 pt), the selected one bold.
        #expect(styled[0].layout.size.height > system[0].layout.size.height)
        #expect(styled[1].layout.lines.first?.runs.first?.attributes.weight.value == 700)
        #expect(styled[2].paint == paint(.black))
    }

    @Test func tabBarBackgroundShadowAndBadgeTakeTheAppearance() throws {
        let list = try ViewRenderer.displayList(tabs._tabBarAppearance(tabAppearance), configuration: configuration)
        let drawn = fills(list)
        #expect(drawn.contains { $0.paint == paint(.yellow) && $0.bounds.minY == 431 && $0.bounds.size.width == 320 })
        #expect(drawn.contains { $0.paint == paint(.purple) })
        #expect(!drawn.contains { $0.paint == paint(.red) })
        let system = fills(try ViewRenderer.displayList(tabs, configuration: configuration))
        #expect(system.contains { $0.paint == paint(.red) })
        // A `.toolbarBackground` style wins over the appearance's background.
        let cyanTabs = TabView {
            Color.clear.tabItem { Label("One", systemImage: "house") }.toolbarBackground(Color.cyan, for: .tabBar)
        }
        let overridden = try ViewRenderer.displayList(
            cyanTabs._tabBarAppearance(tabAppearance),
            configuration: configuration)
        #expect(fills(overridden).contains { $0.paint == paint(.cyan) })
        #expect(!fills(overridden).contains { $0.paint == paint(.yellow) })
    }

    @Test func navigationBarTakesTheBackgroundAndTitleLookAtRest() throws {
        let appearance = _NavigationBarAppearance(
            backgroundColor: .yellow, titleFont: .system(size: 20, weight: .bold), titleColor: .green,
            largeTitleFont: .system(size: 40, weight: .bold), largeTitleColor: .orange)
        let inline = try ViewRenderer.displayList(
            NavigationStack { Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) }
                ._navigationBarAppearance(appearance),
            configuration: configuration)
        #expect(texts(inline).map(\.paint) == [paint(.green)])
        #expect(abs((texts(inline).first?.layout.lines.first?.runs.first?.attributes.size ?? 0) - 20) < 0.01)
        #expect(
            fills(inline).contains {
                $0.paint == paint(.yellow) && $0.bounds == Raster.Rect(x: 0, y: 0, width: 320, height: 44)
            })
        let large = try ViewRenderer.displayList(
            NavigationStack { Color.clear.navigationTitle("Inbox") }._navigationBarAppearance(appearance),
            configuration: configuration)
        #expect(texts(large).map(\.paint) == [paint(.orange)])
        #expect(abs((texts(large).first?.layout.lines.first?.runs.first?.attributes.size ?? 0) - 40) < 0.01)
        // `.toolbarBackground(.hidden)` still hides it; without an appearance the bar at rest has none.
        let hidden = try ViewRenderer.displayList(
            NavigationStack { Color.clear.navigationTitle("Inbox").toolbarBackground(.hidden, for: .navigationBar) }
                ._navigationBarAppearance(appearance),
            configuration: configuration)
        #expect(!fills(hidden).contains { $0.paint == paint(.yellow) })
        let plain = try ViewRenderer.displayList(
            NavigationStack { Color.clear.navigationTitle("Inbox") }, configuration: configuration)
        #expect(fills(plain).allSatisfy { $0.paint == paint(.clear) })
    }
}
