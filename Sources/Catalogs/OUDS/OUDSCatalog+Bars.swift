import OUDSSwiftUI

extension OUDSCatalog {
    /// The bars, each as a whole 390 × 844 screen: a tab-bar app with 3 and 5 tabs (selected tab,
    /// badges), top toolbars (inline title with back and badged icon items, large title, subtitle
    /// with close and a text item) and bottom toolbars (split and grouped).
    static var bars: [OUDSCatalogEntry] {
        [
            OUDSCatalogEntry("tab-bar", "three-tabs") {
                BarsScreen {
                    OUDSTabBar(selectedTab: .constant(0), count: 3) {
                        BarsScreenContent(text: "Home").tabItem { Label("Home", image: "ic_tab_home") }.tag(0)
                        BarsScreenContent(text: "Search").tabItem { Label("Search", image: "ic_tab_search") }.tag(1)
                        BarsScreenContent(text: "Profile").tabItem { Label("Profile", image: "ic_tab_profile") }
                            .tag(2)
                    }
                }
            },
            OUDSCatalogEntry("tab-bar", "five-tabs-badges") {
                BarsScreen {
                    OUDSTabBar(selectedTab: .constant(2), count: 5) {
                        BarsScreenContent(text: "Home").tabItem { Label("Home", image: "ic_tab_home") }.tag(0)
                        BarsScreenContent(text: "Search").tabItem { Label("Search", image: "ic_tab_search") }.tag(1)
                        NavigationStack {
                            BarsScreenContent(text: "Favourites").toolBarTop("Favourites", hasLargeTitle: true)
                        }
                        .oudsNavigationBarAppearance()
                        .tabItem { Label("Favourites", image: "ic_tab_heart") }.tag(2).badge(3)
                        BarsScreenContent(text: "Mail").tabItem { Label("Mail", image: "ic_tab_mail") }.tag(3)
                            .badge("+99")
                        BarsScreenContent(text: "Profile").tabItem { Label("Profile", image: "ic_tab_profile") }
                            .tag(4)
                    }
                }
            },
            OUDSCatalogEntry("tab-bar", "tab-view") {
                BarsScreen {
                    OUDSTabView(selectedTab: .constant(1), count: 4) {
                        Tab("Home", image: "ic_tab_home", value: 0) { BarsScreenContent(text: "Home") }
                        Tab("Search", image: "ic_tab_search", value: 1) { BarsScreenContent(text: "Search") }
                        Tab("Mail", image: "ic_tab_mail", value: 2) { BarsScreenContent(text: "Mail") }.badge(2)
                        Tab("Profile", image: "ic_tab_profile", value: 3) { BarsScreenContent(text: "Profile") }
                    }
                }
            },
            OUDSCatalogEntry("tab-bar", "liquid-glass") {
                BarsScreen {
                    OUDSLiquidGlassTabView {
                        Tab("Home", image: "ic_tab_home") { BarsScreenContent(text: "Home") }
                        Tab("Search", image: "ic_tab_search") { BarsScreenContent(text: "Search") }
                        Tab("Profile", image: "ic_tab_profile") { BarsScreenContent(text: "Profile") }
                    }
                    .environment(\.isLiquidGlassDisabled, false)
                }
            },
            OUDSCatalogEntry("toolbar-top", "inline-back-badges") {
                BarsScreen {
                    NavigationStack {
                        BarsScreenContent(text: "Inbox")
                            .toolBarTop(
                                "Inbox", leadingItems: { OUDSToolBarItem(navigation: .back(label: "Back")) },
                                trailingItems: {
                                    OUDSToolBarItem(
                                        action: .icon(
                                            asset: Image("ic_bell"), accessibilityLabel: "Notifications",
                                            badgeType: .standard
                                        ) {})
                                    OUDSToolBarItem(
                                        action: .icon(
                                            asset: Image("ic_mail"), accessibilityLabel: "Mail",
                                            badgeType: .number(count: 9)
                                        ) {})
                                    OUDSToolBarItem(icon: Image("ic_settings"), accessibilityLabel: "Settings") {}
                                })
                    }
                    .oudsNavigationBarAppearance()
                }
            },
            OUDSCatalogEntry("toolbar-top", "large-title") {
                BarsScreen {
                    NavigationStack {
                        BarsScreenContent(text: "Messages")
                            .toolBarTop(
                                "Messages", hasLargeTitle: true,
                                leadingItems: { OUDSToolBarItem(navigation: .back()) },
                                trailingItems: { OUDSToolBarItem(label: "Edit") {} })
                    }
                    .oudsNavigationBarAppearance()
                }
            },
            OUDSCatalogEntry("toolbar-top", "subtitle-close") {
                BarsScreen {
                    NavigationStack {
                        BarsScreenContent(text: "Settings")
                            .toolBarTop(
                                "Settings", subtitle: "Account", leadingItems: { OUDSToolBarItem(navigation: .close) },
                                trailingItems: {
                                    OUDSToolBarItem(action: .label("Save", emphasized: true) {})
                                    OUDSToolBarItem(label: "Undo")
                                })
                    }
                    .oudsNavigationBarAppearance()
                }
            },
            OUDSCatalogEntry("toolbar-bottom", "split") {
                BarsScreen {
                    NavigationStack {
                        BarsScreenContent(text: "Document")
                            .toolBarTop("Document")
                            .toolBarBottom(
                                leadingItems: { OUDSToolBarItem(label: "Edit") {} },
                                trailingItems: {
                                    OUDSToolBarItem(
                                        action: .icon(
                                            asset: Image("ic_share"), accessibilityLabel: "Share",
                                            badgeType: .number(count: 2)
                                        ) {})
                                    OUDSToolBarItem(icon: Image("ic_delete"), accessibilityLabel: "Delete") {}
                                })
                    }
                    .oudsNavigationBarAppearance()
                }
            },
            OUDSCatalogEntry("toolbar-bottom", "grouped") {
                BarsScreen {
                    NavigationStack {
                        BarsScreenContent(text: "Document")
                            .toolBarTop("Document")
                            .toolBarBottom(groupedItems: {
                                OUDSToolBarItem(label: "Save") {}
                                OUDSToolBarItem(icon: Image("ic_share"), accessibilityLabel: "Share") {}
                                OUDSToolBarItem(icon: Image("ic_delete"), accessibilityLabel: "Delete") {}
                            })
                    }
                    .oudsNavigationBarAppearance()
                }
            },
        ]
    }
}

/// A whole iPhone screen (390 × 844 pt) on the theme's primary background.
struct BarsScreen<Content: View>: View {
    @ViewBuilder let content: Content
    @Environment(\.theme) private var theme

    var body: some View {
        content.frame(width: 390, height: 844).background(theme.colors.bgPrimary)
    }
}

/// The content of a screen: a heading and two lines of body text from the top leading corner.
struct BarsScreenContent: View {
    let text: String
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spaces.fixedSmall) {
            Text(text).font(theme.fonts.headingMedium).foregroundColor(theme.colors.contentDefault)
            Text("The content of the screen sits here, between the bars.")
                .font(theme.fonts.bodyDefaultLarge).foregroundColor(theme.colors.contentMuted)
        }
        .padding(theme.spaces.fixedMedium)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
