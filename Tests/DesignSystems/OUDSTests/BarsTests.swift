import OUDSSwiftUI
import OUDSTestAssets
import Testing

/// `OUDSTabBar`, the top toolbar and the bottom toolbar against `ouds-components.md` §6 and the
/// reference colour table, read from display lists of a whole 390 × 844 screen at scale 2 (the catalog's).
@MainActor
@Suite("OUDS: tab bar and toolbars")
struct BarsTests {
    init() {
        OUDSTestAssets.register()
        // A 26-unit square icon, so that its fill's bounds are the image's frame.
        try? ImageAssets.shared.registerIcon(
            "ic_test_square", svgPathData: "M0 0h26v26H0z", viewBox: CGSize(width: 26, height: 26))
    }

    static let screen = CGSize(width: 390, height: 844)
    /// The top of the tab bar (the system bar Proof draws is 49 pt, no home indicator).
    static let tabBarTop: CGFloat = 844 - 49

    struct Fill {
        let bounds: CGRect
        let paint: String
    }

    static func list<V: View>(_ view: V, _ theme: ThemeCase, _ scheme: ColorScheme) throws -> DisplayList {
        let configuration = RenderConfiguration(size: .fixed(width: 390, height: 844), scale: 2, colorScheme: scheme)
        return try ViewRenderer.displayList(
            OUDSThemeableView(theme: theme.make()) { view }, configuration: configuration)
    }

    /// `rect` through `t`: the bounds of its transformed corners.
    static func apply(_ t: CGAffineTransform, _ rect: CGRect) -> CGRect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let points = corners.map { x, y in (t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty) }
        let xs = points.map(\.0)
        let ys = points.map(\.1)
        return CGRect(
            x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
            height: (ys.max() ?? 0) - (ys.min() ?? 0))
    }

    /// The fills (or strokes) of `list` with their bounds on the screen (through the pushed transforms).
    static func painted(_ list: DisplayList, strokes: Bool = false) -> [Fill] {
        var stack: [CGAffineTransform] = [CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)]
        var result: [Fill] = []
        for item in list.items {
            switch item {
            case .pushTransform(let t): stack.append(t.concatenating(stack[stack.count - 1]))
            case .popTransform: if stack.count > 1 { stack.removeLast() }
            case .fill(let path, let paint, _) where !strokes:
                let b = path.bounds
                let rect = CGRect(x: b.minX, y: b.minY, width: b.size.width, height: b.size.height)
                result.append(Fill(bounds: apply(stack[stack.count - 1], rect), paint: paint.description))
            case .stroke(let path, let paint, _) where strokes:
                let b = path.bounds
                let rect = CGRect(x: b.minX, y: b.minY, width: b.size.width, height: b.size.height)
                result.append(Fill(bounds: apply(stack[stack.count - 1], rect), paint: paint.description))
            default: break
            }
        }
        return result
    }

    static func fills(_ list: DisplayList) -> [Fill] { painted(list) }

    static func strokes(_ list: DisplayList) -> [Fill] { painted(list, strokes: true) }

    static func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    struct SchemeCase: CustomTestStringConvertible, Sendable {
        let theme: ThemeCase
        let scheme: ColorScheme
        var testDescription: String { "\(theme.rawValue) \(scheme)" }
        static let all = ThemeCase.allCases.flatMap { t in ColorScheme.allCases.map { SchemeCase(theme: t, scheme: $0) }
        }
    }

    // MARK: Tab bar

    static func tabBar(selected: Int = 1) -> some View {
        OUDSTabBar(selectedTab: .constant(selected), count: 3) {
            Color.clear.tabItem { Label("One", image: "ic_test_square") }.tag(0).badge(4)
            Color.clear.tabItem { Label("Two", image: "ic_test_square") }.tag(1)
            Color.clear.tabItem { Label("Three", image: "ic_test_square") }.tag(2)
        }
    }

    /// Titles: unselected `contentMuted`, selected `contentDefault` (Sosh and Wireframe
    /// `actionSelected`); the badge on `surfaceStatusNegativeEmphasized`; the bar `bgPrimary` at 80 %;
    /// the top divider `borderMinimal`; the indicator `actionSelected`.
    @Test(arguments: SchemeCase.all)
    func tabBarColoursFollowTheReferenceTable(c: SchemeCase) throws {
        let list = try Self.list(Self.tabBar(), c.theme, c.scheme)
        let texts = textItems(list)
        #expect(texts.map(\.string) == ["One", "Two", "Three", "4"])
        let selectedToken = c.theme == .sosh || c.theme == .wireframe ? "actionSelected" : "contentDefault"
        #expect(try normalized(texts[0].paint) == referenceHex("contentMuted", c.theme, c.scheme))
        #expect(try normalized(texts[1].paint) == referenceHex(selectedToken, c.theme, c.scheme))
        #expect(try normalized(texts[2].paint) == referenceHex("contentMuted", c.theme, c.scheme))
        let fills = Self.fills(list)
        let badgeColour = try referenceHex("surfaceStatusNegativeEmphasized", c.theme, c.scheme)
        #expect(try fills.contains { try normalized($0.paint) == badgeColour && $0.bounds.height == 18 })
        let background = try referenceHex("bgPrimary", c.theme, c.scheme) + "CC"
        #expect(
            fills.contains {
                $0.paint == background && $0.bounds.minY == Self.tabBarTop && $0.bounds.width == 390
            })
        let divider = try referenceHex("borderMinimal", c.theme, c.scheme)
        #expect(
            try fills.contains {
                try normalized($0.paint) == divider
                    && $0.bounds == CGRect(x: 0, y: Self.tabBarTop, width: 390, height: 1)
            })
        let indicator = try referenceHex("actionSelected", c.theme, c.scheme)
        #expect(try fills.contains { try normalized($0.paint) == indicator && $0.bounds.height == 3 })
    }

    /// The tab titles are the theme's family at 10 pt, regular, the selected one bold.
    @Test(arguments: ThemeCase.allCases)
    func tabTitlesAreTenPointThemeFamily(theme: ThemeCase) throws {
        let texts = textItems(try Self.list(Self.tabBar(), theme, .light))
        for (index, text) in texts.prefix(3).enumerated() {
            let attributes = try #require(text.layout.lines.first?.runs.first?.attributes)
            #expect(Self.near(CGFloat(attributes.size), 10), "\(text.string)")
            #expect(attributes.family == theme.fontFamily, "\(text.string)")
            #expect(attributes.weight.value == (index == 1 ? 700 : 400), "\(text.string)")
        }
    }

    /// The selected-tab indicator: 53.5 × 3 (the 52 width token plus half the height), centred on the
    /// selected column, touching the top of the bar; its radius is the theme's.
    @Test(arguments: ThemeCase.allCases, [0, 1, 2])
    func indicatorSitsOnTheSelectedTabAtTheTopEdge(theme: ThemeCase, selected: Int) throws {
        let t = theme.make()
        let list = try Self.list(Self.tabBar(selected: selected), theme, .light)
        let indicator = try #require(
            Self.fills(list).first {
                $0.paint == hex(t.bar.colorCurrentIndicatorCustomSelectedEnabled, .light) && $0.bounds.height < 26
            })
        #expect(Self.near(indicator.bounds.width, 53.5))
        #expect(Self.near(indicator.bounds.height, 3))
        #expect(Self.near(indicator.bounds.minY, Self.tabBarTop))
        #expect(Self.near(indicator.bounds.midX, 130 * (CGFloat(selected) + 0.5)))
        #expect(t.bar.borderRadiusCurrentIndicatorCustomTop == (theme == .sosh ? 4 : theme == .wireframe ? 6 : 0))
    }

    /// Tab images are drawn 26 × 26, centred in their column in the 28 pt icon box 3 pt below the
    /// top of the bar; the badge starts 5 pt right of the item's centre, 2 pt below the top.
    @Test func tabImagesAre26PointsAndTheBadgeSitsOverTheirCorner() throws {
        let t = OrangeTheme()
        let list = try Self.list(Self.tabBar(), .orange, .light)
        let icons = Self.fills(list).filter { $0.bounds.width == 26 && $0.bounds.height == 26 }
        #expect(icons.count == 3)
        for (index, icon) in icons.enumerated() {
            #expect(Self.near(icon.bounds.midX, 130 * (CGFloat(index) + 0.5)))
            #expect(Self.near(icon.bounds.minY, Self.tabBarTop + 3 + 1))
        }
        let badge = try #require(Self.fills(list).first { $0.paint == hex(t.bar.colorBgBadge, .light) })
        #expect(Self.near(badge.bounds.minX, 65 + 5))
        #expect(Self.near(badge.bounds.minY, Self.tabBarTop + 2))
        #expect(badge.bounds.height == 18)
    }

    /// The iOS 26 form shows the first tab and draws no indicator (it has no count).
    @Test func liquidGlassFormDrawsNoIndicator() throws {
        let list = try Self.list(
            OUDSTabBar {
                Text("First").tabItem { Label("One", image: "ic_test_square") }
                Text("Second").tabItem { Label("Two", image: "ic_test_square") }
            }, .orange, .light)
        #expect(textItems(list).map(\.string) == ["First", "One", "Two"])
        #expect(!Self.fills(list).contains { $0.bounds.height == 3 })
    }

    // MARK: Top toolbar

    static func topBar(largeTitle: Bool = false) -> some View {
        NavigationStack {
            Color.clear
                .toolBarTop(
                    "Inbox", hasLargeTitle: largeTitle,
                    leadingItems: { OUDSToolBarItem(navigation: .back(label: "Back")) },
                    trailingItems: {
                        OUDSToolBarItem(
                            action: .icon(
                                asset: Image("ic_test_square"), accessibilityLabel: "Bell", badgeType: .standard
                            ) {})
                        OUDSToolBarItem(
                            action: .icon(
                                asset: Image("ic_test_square"), accessibilityLabel: "Mail",
                                badgeType: .number(count: 9)
                            ) {})
                        OUDSToolBarItem(icon: Image("ic_test_square"), accessibilityLabel: "Off")
                    })
        }
        .oudsNavigationBarAppearance()
    }

    /// The bar on `bgPrimary` at 80 %, the title `contentDefault` bold 17 in the theme's family, the
    /// back item and enabled icons in `actionEnabled`, an item without an action in
    /// `actionDisabled`.
    @Test(arguments: SchemeCase.all)
    func topToolbarColoursFollowTheReferenceTable(c: SchemeCase) throws {
        let list = try Self.list(Self.topBar(), c.theme, c.scheme)
        let texts = textItems(list)
        let title = try #require(texts.first { $0.string == "Inbox" })
        #expect(try normalized(title.paint) == referenceHex("contentDefault", c.theme, c.scheme))
        let attributes = try #require(title.layout.lines.first?.runs.first?.attributes)
        #expect(Self.near(CGFloat(attributes.size), 17))
        #expect(attributes.weight.value == 700)
        #expect(attributes.family == c.theme.fontFamily)
        let back = try #require(texts.first { $0.string == "Back" })
        let enabled = try referenceHex("actionEnabled", c.theme, c.scheme)
        #expect(try normalized(back.paint) == enabled)
        #expect(try Self.strokes(list).contains { try normalized($0.paint) == enabled })
        let icons = Self.fills(list).filter { $0.bounds.width == 26 && $0.bounds.height == 26 }
        #expect(icons.count == 3)
        #expect(try icons.prefix(2).allSatisfy { try normalized($0.paint) == enabled })
        #expect(try normalized(try #require(icons.last).paint) == referenceHex("actionDisabled", c.theme, c.scheme))
        let background = try referenceHex("bgPrimary", c.theme, c.scheme) + "CC"
        #expect(
            Self.fills(list).contains {
                $0.paint == background && $0.bounds == CGRect(x: 0, y: 0, width: 390, height: 44)
            })
    }

    /// Icons are 26 × 26, centred in the 44 pt bar at the trailing margin; the standard badge sits in
    /// the icon's top trailing corner, the count badge 3 pt right of it and 3 pt above it.
    @Test(arguments: ThemeCase.allCases)
    func topToolbarItemGeometry(theme: ThemeCase) throws {
        let t = theme.make()
        let list = try Self.list(Self.topBar(), theme, .light)
        let icons = Self.fills(list).filter { $0.bounds.width == 26 && $0.bounds.height == 26 }
        #expect(icons.count == 3)
        #expect(icons.allSatisfy { Self.near($0.bounds.minY, 9) })
        #expect(Self.near(try #require(icons.last).bounds.maxX, 390 - 16))
        let badges = Self.fills(list).filter { $0.paint == hex(t.colors.surfaceStatusNegativeEmphasized, .light) }
        #expect(badges.count == 2)
        let standard = badges[0].bounds
        #expect(Self.near(standard.maxX, icons[0].bounds.maxX))
        #expect(Self.near(standard.minY, icons[0].bounds.minY))
        #expect(Self.near(standard.width, t.badge.sizeSmall))
        let count = badges[1].bounds
        #expect(Self.near(count.maxX, icons[1].bounds.maxX + 3))
        #expect(Self.near(count.minY, icons[1].bounds.minY - 3))
        #expect(textItems(list).contains { $0.string == "9" })
    }

    /// A large title is bold 34 in the theme's family, below the 44 pt bar.
    @Test(arguments: ThemeCase.allCases)
    func largeTitleIsBold34(theme: ThemeCase) throws {
        let title = try #require(
            textItems(try Self.list(Self.topBar(largeTitle: true), theme, .light)).first { $0.string == "Inbox" })
        let attributes = try #require(title.layout.lines.first?.runs.first?.attributes)
        #expect(Self.near(CGFloat(attributes.size), 34))
        #expect(attributes.weight.value == 700)
    }

    /// A subtitle sits under the inline title: title medium 17 `contentDefault`, subtitle medium 12
    /// `contentMuted`; the close item is the grey cross on its 34 pt circle.
    @Test(arguments: SchemeCase.all)
    func subtitleAndClose(c: SchemeCase) throws {
        let list = try Self.list(
            NavigationStack {
                Color.clear.toolBarTop(
                    "Settings", subtitle: "Account", leadingItems: { OUDSToolBarItem(navigation: .close) })
            }
            .oudsNavigationBarAppearance(), c.theme, c.scheme)
        let texts = textItems(list)
        #expect(texts.map(\.string) == ["Settings", "Account"])
        #expect(try normalized(texts[0].paint) == referenceHex("contentDefault", c.theme, c.scheme))
        #expect(try normalized(texts[1].paint) == referenceHex("contentMuted", c.theme, c.scheme))
        let sizes = texts.compactMap { $0.layout.lines.first?.runs.first?.attributes.size }
        #expect(sizes == [17, 12])
        #expect(texts[1].layout.lines.first?.runs.first?.attributes.weight.value == 500)
        let circle = try #require(Self.fills(list).first { $0.paint == "#78788029" })
        #expect(circle.bounds.width == 34 && circle.bounds.height == 34)
        #expect(Self.near(circle.bounds.minX, 16) && Self.near(circle.bounds.midY, 22))
        #expect(Self.strokes(list).contains { $0.paint == "#999999" })
    }

    // MARK: Bottom toolbar

    /// Split: the leading item at the leading margin, the trailing one at the trailing margin, in a
    /// 44 pt bar at the bottom; grouped: the items one after the other from the leading margin.
    @Test(arguments: ThemeCase.allCases)
    func bottomToolbarLayouts(theme: ThemeCase) throws {
        let split = try Self.list(
            NavigationStack {
                Color.clear.toolBarBottom(
                    leadingItems: { OUDSToolBarItem(label: "Edit") {} },
                    trailingItems: { OUDSToolBarItem(icon: Image("ic_test_square"), accessibilityLabel: "Share") {} })
            }, theme, .light)
        let edit = try #require(
            split.items.compactMap { item -> CGPoint? in
                if case .text(_, let origin, _, "Edit") = item { return origin }
                return nil
            }.first)
        #expect(Self.near(edit.x, 16 + 4))
        let icon = try #require(Self.fills(split).first { $0.bounds.width == 26 && $0.bounds.height == 26 })
        #expect(Self.near(icon.bounds.maxX, 390 - 16))
        #expect(Self.near(icon.bounds.midY, 844 - 22))
        #expect(try normalized(icon.paint) == referenceHex("actionEnabled", theme, .light))
        let grouped = try Self.list(
            NavigationStack {
                Color.clear.toolBarBottom(groupedItems: {
                    OUDSToolBarItem(icon: Image("ic_test_square"), accessibilityLabel: "Share") {}
                    OUDSToolBarItem(icon: Image("ic_test_square"), accessibilityLabel: "Delete") {}
                })
            }, theme, .light)
        let icons = Self.fills(grouped).filter { $0.bounds.width == 26 && $0.bounds.height == 26 }
        #expect(icons.count == 2)
        #expect(Self.near(icons[0].bounds.minX, 16))
        #expect(icons[1].bounds.minX > icons[0].bounds.maxX)
        #expect(icons[1].bounds.maxX < 195)
    }

    /// A text action's label is 17 pt in the theme's family, medium when emphasized, regular otherwise.
    @Test(arguments: ThemeCase.allCases)
    func labelItemsAre17PointThemeFamily(theme: ThemeCase) throws {
        let list = try Self.list(
            NavigationStack {
                Color.clear.toolBarTop(
                    "T",
                    trailingItems: {
                        OUDSToolBarItem(action: .label("Save", emphasized: true) {})
                        OUDSToolBarItem(label: "Undo") {}
                    })
            }, theme, .light)
        let attributes = textItems(list).filter { $0.string != "T" }.compactMap {
            $0.layout.lines.first?.runs.first?.attributes
        }
        #expect(attributes.map(\.weight.value) == [500, 400])
        #expect(attributes.map(\.family) == [theme.fontFamily, theme.fontFamily])
        #expect(attributes.allSatisfy { Self.near(CGFloat($0.size), 17) })
    }
}

/// `hideTabBar()` and `tabBar(isHidden:)` (OUDS iOS): the shown tab hides the bar, its titles and
/// the OUDS indicator and divider; `tabBar(isHidden: false)` keeps them.
@MainActor
@Suite("OUDS: hiding the tab bar")
struct TabBarHidingTests {
    static func tabBar(hidden: Bool?) -> some View {
        OUDSTabBar(selectedTab: .constant(0), count: 2) {
            Group {
                if let hidden { Text("Home").tabBar(isHidden: hidden) } else { Text("Home").hideTabBar() }
            }
            .tabItem { Label("First", image: "ic_tab_home") }.tag(0)
            Text("Mail").tabItem { Label("Second", image: "ic_tab_mail") }.tag(1)
        }
    }

    @Test(arguments: ThemeCase.allCases)
    func hiddenTabBarDrawsNoTitlesNorIndicator(theme: ThemeCase) throws {
        OUDSTestAssets.register()
        let indicator = theme.make().bar.colorCurrentIndicatorCustomSelectedEnabled
        for (hidden, shows) in [(Optional(false), true), (true, false), (nil, false)] {
            let list = try BarsTests.list(Self.tabBar(hidden: hidden), theme, .light)
            let titles = textItems(list).map(\.string).filter { $0 == "First" || $0 == "Second" }
            #expect(titles.count == (shows ? 2 : 0), "\(String(describing: hidden))")
            let hasIndicator = BarsTests.painted(list).contains { $0.paint == hex(indicator, .light) }
            #expect(hasIndicator == shows, "\(String(describing: hidden))")
        }
    }
}
