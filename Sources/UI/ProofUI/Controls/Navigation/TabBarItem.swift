/// One item of a tab bar: the icon (a 21 pt symbol, filled, in a 28 pt tall box) above the title
/// (10 pt medium), in the accent colour when selected and grey otherwise, as UITabBar draws a
/// compact-width item (metrics observed on iOS 17). A `_TabBarAppearance` in the environment sets
/// the icon and title colours and the title font of each state, as `UITabBarAppearance` does.
nonisolated struct TabBarItem: View {
    let label: TabItemLabel
    let isSelected: Bool
    @Environment(\._tabBarAppearance) private var appearance

    @MainActor var body: some View {
        let state = isSelected ? appearance?.selected : appearance?.normal
        let iconColor = state?.iconColor ?? (isSelected ? .accentColor : BarAppearance.unselectedTabItem)
        VStack(spacing: 0) {
            if let icon = label.icon {
                icon.font(.system(size: 21)).symbolVariant(.fill).frame(height: BarAppearance.tabIconHeight)
            }
            if let title = label.title {
                title.font(state?.titleFont ?? .system(size: 10, weight: .medium)).lineLimit(1)
                    .foregroundColor(state?.titleColor ?? iconColor)
            }
        }
        .foregroundColor(iconColor)
    }
}
