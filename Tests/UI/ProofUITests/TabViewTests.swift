import Raster
import Testing

@testable import ProofUI

/// `TabView` with `.tabItem`, `.tag` and iOS 18 `Tab`s, the page style, and `NavigationLink`,
/// read from the display list of a 320 × 480 pt screen (scale 1).
@MainActor
@Suite("UI: tab view and navigation link")
struct TabViewTests {
    func probe<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> LayoutProbe {
        try LayoutProbe(
            view, RenderConfiguration(size: .fixed(width: 320, height: 480), scale: 1, colorScheme: scheme))
    }

    func texts(_ list: DisplayList) -> [(string: String, origin: CGPoint, width: CGFloat, paint: ResolvedPaint)] {
        list.items.compactMap { item in
            if case .text(let layout, let origin, let paint, let string) = item {
                return (string, origin, CGFloat(layout.size.width), paint)
            }
            return nil
        }
    }

    func paint(_ color: ProofUI.Color, _ scheme: ColorScheme = .light) -> ResolvedPaint {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color._resolvePaint(in: environment, bounds: .zero)
    }

    var threeTabs: some View {
        TabView {
            Color.clear.probe("home").tabItem { Label("Home", systemImage: "house") }
            Color.clear.probe("search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            Color.clear.probe("me").tabItem {
                Image(systemName: "person")
                Text("Me")
            }
        }
    }

    @Test func firstTabIsShownAboveThe49PointBar() throws {
        let p = try probe(threeTabs)
        #expect(p.frame("home") == CGRect(x: 0, y: 0, width: 320, height: 431))
        #expect(p.frame("search") == nil)
        #expect(p.frame("me") == nil)
    }

    @Test func tabTitlesAreCentredInEqualCellsSelectedInTheAccentColour() throws {
        let drawn = texts(try probe(threeTabs).list)
        #expect(drawn.map(\.string) == ["Home", "Search", "Me"])
        let cell: CGFloat = 320 / 3
        for (index, text) in drawn.enumerated() {
            let centre = text.origin.x + text.width / 2
            #expect(abs(centre - (cell * CGFloat(index) + cell / 2)) <= 1, "\(text.string)")
        }
        #expect(drawn[0].paint == paint(.blue))
        #expect(drawn[1].paint == paint(ProofUI.Color(hex: 0x8E8E93)))
        #expect(drawn[2].paint == paint(ProofUI.Color(hex: 0x8E8E93)))
    }

    @Test func tabTitleIs10PointMediumBelowA28PointIconBox() throws {
        let title = Text("Home").font(.system(size: 10, weight: .medium))
        let titleProbe = try LayoutProbe(title.probe("t"), RenderConfiguration(size: .intrinsic, scale: 1))
        let titleHeight = try #require(titleProbe.frame("t")).height
        let p = try probe(
            TabView { Color.clear.tabItem { Label(title: { title.probe("title") }, icon: { box("icon", 20, 20) }) } })
        // The bar starts at 431; the item 3 pt below it: the icon centred in its 28 pt box, then the title.
        #expect(p.frame("icon") == CGRect(x: 150, y: 438, width: 20, height: 20))
        #expect(p.frame("title")?.minY == 462)
        #expect(p.frame("title")?.height == titleHeight)
    }

    /// A selection and the tab it shows.
    struct SelectionCase: CustomTestStringConvertible, Sendable {
        let selection: Int
        let shown: String
        var testDescription: String { "selection \(selection) shows \(shown)" }
    }

    @Test(arguments: [
        SelectionCase(selection: 1, shown: "one"), SelectionCase(selection: 2, shown: "two"),
        SelectionCase(selection: 7, shown: "one"),
    ])
    func selectionShowsTheTaggedTab(c: SelectionCase) throws {
        let p = try probe(
            TabView(selection: .constant(c.selection)) {
                Color.clear.probe("one").tabItem { Text("One") }.tag(1)
                Color.clear.probe("two").tabItem { Text("Two") }.tag(2)
            })
        #expect(p.frame(c.shown) == CGRect(x: 0, y: 0, width: 320, height: 431))
        #expect(p.frame(c.shown == "one" ? "two" : "one") == nil)
    }

    @Test func forEachTabsAreSelectedByTheirIdentifiers() throws {
        let p = try probe(
            TabView(selection: .constant("b")) {
                ForEach(["a", "b", "c"], id: \.self) { name in
                    Color.clear.probe(name).tabItem { Text(name) }
                }
            })
        #expect(p.frame("b") == CGRect(x: 0, y: 0, width: 320, height: 431))
        #expect(p.frame("a") == nil)
        #expect(texts(p.list).map(\.string) == ["a", "b", "c"])
    }

    @Test func iOS18TabsAreSelectedByValue() throws {
        let p = try probe(
            TabView(selection: .constant("b")) {
                Tab("A", systemImage: "house", value: "a") { Color.clear.probe("a") }
                Tab("B", systemImage: "star", value: "b") { Color.clear.probe("b") }
            })
        #expect(p.frame("b") == CGRect(x: 0, y: 0, width: 320, height: 431))
        #expect(p.frame("a") == nil)
        let drawn = texts(p.list)
        #expect(drawn.map(\.string) == ["A", "B"])
        #expect(drawn[1].paint == paint(.blue))
    }

    @Test func tintColoursTheSelectedItem() throws {
        let p = try probe(threeTabs.tint(.orange))
        #expect(texts(p.list).first?.paint == paint(.orange))
    }

    @Test func tabBarCanBeHiddenFromATab() throws {
        let p = try probe(TabView { Color.clear.probe("home").toolbar(.hidden, for: .tabBar).tabItem { Text("Home") } })
        #expect(p.frame("home") == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(texts(p.list).isEmpty)
    }

    @Test func navigationStackInATabSitsAboveTheBar() throws {
        let p = try probe(
            TabView {
                NavigationStack { Color.clear.probe("content").navigationTitle("Home") }
                    .tabItem { Label("Home", systemImage: "house") }
            })
        #expect(p.frame("content") == CGRect(x: 0, y: 96, width: 320, height: 431 - 96))
        #expect(texts(p.list).map(\.string) == ["Home", "Home"])
    }

    /// A page display mode and how many dots it draws for `pages`.
    struct PageCase: CustomTestStringConvertible, Sendable {
        let name: String
        let style: PageTabViewStyle
        let pages: Int
        let dots: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        PageCase(name: "automatic, 3 pages", style: .page, pages: 3, dots: 3),
        PageCase(name: "automatic, 1 page", style: .page, pages: 1, dots: 0),
        PageCase(name: "always, 1 page", style: .page(indexDisplayMode: .always), pages: 1, dots: 1),
        PageCase(name: "never, 3 pages", style: .page(indexDisplayMode: .never), pages: 3, dots: 0),
    ])
    func pageStyleFillsTheViewWithDots(c: PageCase) throws {
        let p = try probe(
            TabView {
                ForEach(0..<c.pages, id: \.self) { index in Color.red.probe("page\(index)") }
            }
            .tabViewStyle(c.style))
        #expect(p.frame("page0") == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(p.frame("page1") == nil)
        let white = paint(.white)
        let translucent = paint(ProofUI.Color(white: 1, opacity: 0.3))
        let dots = p.list.items.filter { item in
            if case .fill(let path, let paint, _) = item {
                return (paint == white || paint == translucent) && path.bounds.width == 7
            }
            return false
        }
        #expect(dots.count == c.dots)
    }

    @Test func pageDotsAreCentredNearTheBottom() throws {
        let p = try probe(
            TabView(selection: .constant(1)) {
                Color.red.tag(0)
                Color.green.tag(1)
            }
            .tabViewStyle(.page))
        let dots: [(Raster.Rect, ResolvedPaint)] = p.list.items.compactMap { item in
            if case .fill(let path, let paint, _) = item, path.bounds.width == 7 { return (path.bounds, paint) }
            return nil
        }
        // Two 7 pt dots 9 pt apart: 23 pt wide, from (320 - 23) / 2 = 148.5; centred in the 26 pt
        // row at the bottom: top 480 - (26 + 7) / 2 = 463.5. Frames snap to whole pixels at scale 1.
        #expect(dots.map(\.0.minX) == [149, 165])
        #expect(dots.map(\.0.midY) == [467.5, 467.5])
        #expect(dots.map(\.1) == [paint(ProofUI.Color(white: 1, opacity: 0.3)), paint(.white)])
    }

    @Test func navigationLinkOutsideAListIsATintedButton() throws {
        let p = try probe(NavigationLink("Details") { Text("Destination") })
        let drawn = texts(p.list)
        #expect(drawn.map(\.string) == ["Details"])
        #expect(drawn.first?.paint == paint(.blue))
    }

    @Test func navigationLinkInAListRowHasATrailingChevron() throws {
        let p = try LayoutProbe(
            NavigationLink(value: 3) { Text("Details").probe("label") }
                .environment(\.isInListRow, true)
                .frame(width: 300),
            RenderConfiguration(size: .intrinsic, scale: 1))
        let drawn = texts(p.list)
        #expect(drawn.map(\.string) == ["Details"])
        #expect(drawn.first?.paint != paint(.blue))
        #expect(p.frame("label")?.minX == 0)
        let chevron = paint(BarAppearance.tertiaryLabel)
        let glyphs: [Raster.Rect] = p.list.items.compactMap { item in
            if case .fill(let path, let paint, _) = item, paint == chevron { return path.bounds }
            return nil
        }
        #expect(glyphs.count == 1)
        // The glyph sits inside its 14 pt symbol box, which ends at the trailing edge.
        #expect((290...300).contains(glyphs.first?.maxX ?? 0))
    }

    @Test func tabBarBackgroundIsTheFlatBarColourUnlessHidden() throws {
        func pixel(_ view: some View) throws -> UInt8 {
            let image = try ViewRenderer.render(
                view,
                configuration: RenderConfiguration(size: .fixed(width: 320, height: 480), scale: 1, background: .clear))
            return image.bitmap.pixel(x: 2, y: 470).a
        }
        #expect(try pixel(TabView { Color.clear.tabItem { Text("A") } }) == 255)
        #expect(try pixel(TabView { Color.clear.tabItem { Text("A") }.toolbarBackground(.hidden, for: .tabBar) }) == 0)
        #expect(try pixel(TabView { Color.clear.tabItem { Text("A") } }.tabViewStyle(.tabBarOnly)) == 255)
    }

    @Test func alwaysIndexBackgroundDrawsACapsuleBehindTheDots() throws {
        let p = try probe(
            TabView {
                Color.white
                Color.white
            }
            .tabViewStyle(.page)
            .indexViewStyle(.page(backgroundDisplayMode: .always)))
        let capsule = paint(ProofUI.Color(white: 0, opacity: 0.25))
        let fills: [Raster.Rect] = p.list.items.compactMap { item in
            if case .fill(let path, let paint, _) = item, paint == capsule { return path.bounds }
            return nil
        }
        // Dots 23 pt wide from 148.5, the capsule 12 pt past them: 47 pt wide, the 26 pt row at the bottom.
        #expect(fills.count == 1)
        #expect(fills.first.map { ($0.minX, $0.minY, $0.width, $0.height) } ?? (0, 0, 0, 0) == (137, 454, 47, 26))
    }

    @Test func badgeIsARedCapsuleAtTheIconsTopTrailingCorner() throws {
        let p = try probe(
            TabView {
                Color.clear.tabItem { Label("Inbox", systemImage: "house") }.badge(3)
                Color.clear.tabItem { Label("Sent", systemImage: "star") }.badge(0)
            })
        let drawn = texts(p.list)
        #expect(drawn.map(\.string) == ["Inbox", "Sent", "3"])
        #expect(drawn.last?.paint == paint(.white))
        let red = paint(.red)
        let capsules: [Raster.Rect] = p.list.items.compactMap { item in
            if case .fill(let path, let paint, _) = item, paint == red { return path.bounds }
            return nil
        }
        // One badge, 18 pt tall, from the first cell's centre (80) + 5, 2 pt below the bar's top (431).
        #expect(capsules.count == 1)
        #expect(capsules.first?.minX == 85)
        #expect(capsules.first?.minY == 433)
        #expect(capsules.first?.height == 18)
    }

    @Test func badgeOutsideATabViewDrawsNothing() throws {
        let p = try probe(Color.clear.badge(5).badge("New"))
        #expect(texts(p.list).isEmpty)
    }

    /// A tab whose appear action records its name and shows what it set.
    struct AppearingTab: View {
        let name: String
        let log: AppearLog
        @State private var status = "not seen"
        var body: some View {
            Text("\(name): \(status)").onAppear {
                log.names.append(name)
                status = "seen"
            }
        }
    }

    final class AppearLog: @unchecked Sendable {
        var names: [String] = []
    }

    @Test(arguments: [0, 1, 2])
    func onlyTheSelectedTabAppears(selected: Int) throws {
        let log = AppearLog()
        let names = ["Home", "Search", "Profile"]
        let view = TabView(selection: .constant(selected)) {
            ForEach(0..<3, id: \.self) { i in
                AppearingTab(name: names[i], log: log).tabItem { Label(names[i], systemImage: "star") }.tag(i)
            }
        }
        let drawn = texts(try probe(view).list).map(\.string)
        #expect(log.names == [names[selected]], "appear actions: \(log.names)")
        #expect(drawn.contains("\(names[selected]): seen"), "\(drawn)")
        #expect(names.allSatisfy { drawn.contains($0) }, "every tab's item is in the bar: \(drawn)")
    }
}
