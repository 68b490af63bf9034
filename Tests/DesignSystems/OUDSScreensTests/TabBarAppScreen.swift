import OUDSSwiftUI
import SwiftUI

/// A tab-bar app as an app writes it with OUDS: three tabs with badges, the selected one showing a
/// navigation stack with a large title, a trailing toolbar item with a badge, and a list of orders.
struct TabBarAppScreen: View {
    @State var selectedTab = 1
    @Environment(\.theme) private var theme

    var body: some View {
        OUDSTabBar(selectedTab: $selectedTab, count: 3) {
            Text("Home").tabItem { Label("Home", image: "ic_tab_home") }.tag(0)
            NavigationStack {
                OrdersList()
                    .toolBarTop(
                        "Orders", hasLargeTitle: true,
                        trailingItems: {
                            OUDSToolBarItem(
                                action: .icon(
                                    asset: Image("ic_bell"), accessibilityLabel: "Notifications",
                                    badgeType: .number(count: 2)
                                ) {})
                        })
            }
            .oudsNavigationBarAppearance()
            .tabItem { Label("Orders", image: "ic_tab_mail") }.tag(1).badge(2)
            Text("Account").tabItem { Label("Account", image: "ic_tab_profile") }.tag(2)
        }
    }
}

/// The orders tab's content.
private struct OrdersList: View {
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spaces.fixedNone) {
            OUDSInlineAlert(label: "One parcel needs a signature", status: .warning)
                .padding(theme.spaces.fixedMedium)
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "Headphones", description: "Arrives Friday"),
                trailing: .tag(OUDSTag(label: "Shipped", status: .positive(leading: .bullet), size: .small))
            ) {}
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "Phone case", description: "Delivered on 28 November"),
                trailing: .tag(OUDSTag(label: "Delivered", status: .neutral(), size: .small))
            ) {}
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "Charger", description: "Preparing"),
                trailing: .tag(OUDSTag(loadingLabel: "Preparing", size: .small))
            ) {}
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(theme.colors.bgPrimary)
    }
}
