import OUDSSwiftUI
import OUDSTestAssets
import Testing

// The framework usage document (seed 000) "Navigations — Tab Bar" and "Navigations — Toolbars", and
// its line 153 (a toolbar item in "Registering custom fonts"), compiled verbatim inside view bodies
// and rendered. Changes to the document's text, each for a stated reason:
// - The statements sit in view bodies, as the document assumes: the two tab bars each in their own
//   view (a tab bar fills a screen), the toolbar screens in a `VStack`, each `NavigationStack` one
//   screen. `SomeView`, `OtherView` and `saveDraft()` are declared here (`ContentView` in
//   DocumentSnippetTests.swift) (the document
//   uses them undeclared); `@State private var selectedTab = 0` is the document's, as a property,
//   and so is the `isEditing` the conditional example toggles.
// - The bare modifier lines (`ContentView().toolBarTop(…)`, `.toolBarBottom(…)`) and the
//   `OUDSToolBarItem` reference lines are statements of the `VStack`; the document's
//   `.toolBarTop("Title", trailingItems: { if isEditing … })` continuation is applied to a
//   `ContentView()`.
// - `OUDSTabBar { … }` (iOS 26+) compiles as written: on Linux `@available(iOS 26, *)` does not
//   restrict the call (the `*` covers it and `#available(iOS 26, *)` is true), so no guard is added.
//   On iOS a deployment target below 26 needs the `if #available(iOS 26, *)` guard around it.
// - The end-of-line comments are moved to the line above, the document's "// iOS 15–25" and section
//   comments kept, and `swift format` rewraps the lines: the code is the document's.

/// The document's first tab content.
struct SomeView: View {
    var body: some View { Text("Some view") }
}

/// The document's second tab content.
struct OtherView: View {
    var body: some View { Text("Other view") }
}

/// The draft the document's back item saves.
@MainActor func saveDraft() {}

// Navigations — Tab Bar, verbatim (iOS 15–25).
struct TabBarSnippet: View {
    // iOS 15–25
    @State private var selectedTab = 0
    var body: some View {
        OUDSTabBar(selectedTab: $selectedTab, count: 3) {
            SomeView().tabItem { Label("Tab 1", image: "ic_1") }.tag(0)
            OtherView().tabItem { Label("Tab 2", image: "ic_2") }.tag(1)
        }
    }
}

// Navigations — Tab Bar, verbatim (iOS 26+).
struct LiquidGlassTabBarSnippet: View {
    var body: some View {
        // iOS 26+
        OUDSTabBar {
            SomeView().tabItem { Label("Tab 1", image: "ic_1") }
            OtherView().tabItem { Label("Tab 2", image: "ic_2") }
        }
    }
}

// Navigations — Toolbars, verbatim.
struct ToolbarSnippets: View {
    @State private var isEditing = false
    var body: some View {
        VStack {
            // Top — minimal
            NavigationStack {
                ContentView().toolBarTop("Title")
            }

            // Top — with items
            NavigationStack {
                ContentView()
                    .toolBarTop(
                        "Title",
                        leadingItems: { OUDSToolBarItem(navigation: .back()) },
                        trailingItems: {
                            OUDSToolBarItem(icon: Image("ic_settings"), accessibilityLabel: "Settings") {}
                        })
            }

            // Top — large title + subtitle (subtitle iOS 26+ only)
            ContentView().toolBarTop("Title", hasLargeTitle: true, subtitle: "Sub")

            // Bottom — leading/trailing split
            ContentView()
                .toolBarBottom(
                    leadingItems: { OUDSToolBarItem(label: "Edit") {} },
                    trailingItems: { OUDSToolBarItem(icon: Image("ic_share"), accessibilityLabel: "Share") {} })

            // Bottom — grouped (iOS 26+ only)
            ContentView()
                .toolBarBottom(groupedItems: {
                    OUDSToolBarItem(label: "Save") {}
                    OUDSToolBarItem(icon: Image("ic_delete"), accessibilityLabel: "Delete") {}
                })

            // text action
            OUDSToolBarItem(label: "Edit") {}
            // icon action
            OUDSToolBarItem(icon: Image("ic"), accessibilityLabel: "X") {}
            // back — auto dismiss
            OUDSToolBarItem(navigation: .back())
            // back with label (ignored iOS 26+)
            OUDSToolBarItem(navigation: .back(label: "Cancel"))
            // back + custom action
            OUDSToolBarItem(navigation: .back(label: "Back") { saveDraft() })
            // close — NO closure, auto dismiss
            OUDSToolBarItem(navigation: .close)

            // Badge on icon (v2.0.0+) — icon actions only
            OUDSToolBarItem(
                action: .icon(
                    asset: Image("ic_bell"), accessibilityLabel: "Notif",
                    badgeType: .standard))
            OUDSToolBarItem(
                action: .icon(
                    asset: Image("ic_mail"), accessibilityLabel: "Mail",
                    badgeType: .number(count: 9)))

            // Action style — iOS 26+ only
            if #available(iOS 26, *) {
                // .default | .prominent | .tinted
                OUDSToolBarItem(
                    action: .label("Save", emphasized: false, accessibilityHint: nil) {},
                    style: .prominent)
            }

            // Custom view
            OUDSToolBarItem { Menu("More") { Button("Option 1") {} } }

            // Conditional (result-builder syntax)
            ContentView()
                .toolBarTop(
                    "Title",
                    trailingItems: {
                        if isEditing {
                            OUDSToolBarItem(label: "Done") { isEditing = false }
                        } else {
                            OUDSToolBarItem(label: "Edit") { isEditing = true }
                        }
                    })

            // swiftlint:disable:next accessibility_label_for_image
            OUDSToolBarItem(icon: Image("ic_share"), accessibilityLabel: "Share") {}
        }
    }
}

// The deprecated OUDS iOS 1.0–1.3 form, compiled in a deprecated type so that it builds without
// warnings and still runs.
@available(*, deprecated, message: "Compiles the older OUDS iOS tab bar spelling")
struct LegacyTabBarSnippet: View {
    var body: some View {
        OUDSTabBar(selected: 1, count: 2) {
            SomeView().tabItem { Label("Tab 1", image: "ic_1") }.tag(0)
            OtherView().tabItem { Label("Tab 2", image: "ic_2") }.tag(1)
        }
    }
}

@MainActor
@Suite("OUDS: document bar snippets")
struct DocumentBarSnippetTests {
    init() { OUDSTestAssets.register() }

    func strings<V: View>(_ view: V, _ theme: ThemeCase, _ scheme: ColorScheme) throws -> [String] {
        let configuration = RenderConfiguration(size: .fixed(width: 390, height: 844), scale: 1, colorScheme: scheme)
        let themed = OUDSThemeableView(theme: theme.make()) { view }
        _ = try ViewRenderer.render(themed, configuration: configuration)
        return textItems(try ViewRenderer.displayList(themed, configuration: configuration)).map(\.string)
    }

    /// The tab bars show the first tab and both tab titles, in every theme and scheme.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func tabBarsRender(theme: ThemeCase, scheme: ColorScheme) throws {
        #expect(try strings(TabBarSnippet(), theme, scheme) == ["Some view", "Tab 1", "Tab 2"])
        #expect(try strings(LiquidGlassTabBarSnippet(), theme, scheme) == ["Some view", "Tab 1", "Tab 2"])
    }

    /// The toolbar lines render: the two stacks' titles and content, the items' labels.
    @Test(arguments: ThemeCase.allCases, ColorScheme.allCases)
    func toolbarsRender(theme: ThemeCase, scheme: ColorScheme) throws {
        let drawn = try strings(ToolbarSnippets(), theme, scheme)
        #expect(drawn.filter { $0 == "Title" }.count == 2)
        for label in ["Edit", "Cancel", "Back", "Save", "More"] { #expect(drawn.contains(label), "\(label)") }
    }

    @available(*, deprecated, message: "Renders the older OUDS iOS tab bar spelling")
    @Test func olderSpellingStillRendersItsSelectedTab() throws {
        #expect(try strings(LegacyTabBarSnippet(), .orange, .light) == ["Other view", "Tab 1", "Tab 2"])
    }
}
