import OUDSSwiftUI
import SwiftUI

/// A settings list as an app writes it with OUDS: an account header, navigation items with
/// leading icons and trailing values, switches, and a sign-out button.
struct SettingsScreen: View {
    @State var notifications = true
    @State var darkMaps = false
    @Environment(\.theme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spaces.fixedNone) {
            Text("Settings").headingLarge(theme).padding(theme.spaces.fixedMedium)
            OUDSStaticListItem(
                data: OUDSListItemData(label: "Jane Doe", description: "jane.doe@orange.com"),
                trailing: .tag(OUDSTag(label: "Premium", status: .accent(), size: .small)))
            OUDSHorizontalDivider()
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "Plan", description: "Orange 100 GB"),
                leading: .icon(OUDSListItemIcon(status: .neutral(asset: Image("ic_heart")), description: "Plan")),
                trailing: .text(.labelMuted("€19.99"))
            ) {}
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "Notifications"),
                leading: .icon(OUDSListItemIcon(status: .neutral(asset: Image("ic_bell")), description: "Bell")),
                trailing: .badge(.count(OUDSBadgeCount(3, accessibilityLabel: "3 new", status: .negative)))
            ) {}
            OUDSNavigationListItem(
                data: OUDSListItemData(label: "Privacy"),
                leading: .icon(OUDSListItemIcon(status: .neutral(asset: Image("ic_settings")), description: "Gear"))
            ) {}
            OUDSHorizontalDivider()
            OUDSSwitchItem("Push notifications", isOn: $notifications)
            OUDSSwitchItem("Dark maps", isOn: $darkMaps, description: "Follows the system when off")
            OUDSButton(text: "Sign out", appearance: .negative, isFullWidth: true) {}
                .padding(theme.spaces.fixedMedium)
            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(theme.colors.bgPrimary)
    }
}
