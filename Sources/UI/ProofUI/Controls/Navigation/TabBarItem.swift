/// One item of a tab bar: the icon (a 21 pt symbol, filled, in a 28 pt tall box) above the title
/// (10 pt medium), in the accent colour when selected and grey otherwise, as UITabBar draws a
/// compact-width item (metrics observed on iOS 17).
nonisolated struct TabBarItem: View {
    let label: TabItemLabel
    let isSelected: Bool

    @MainActor var body: some View {
        VStack(spacing: 0) {
            if let icon = label.icon {
                icon.font(.system(size: 21)).symbolVariant(.fill).frame(height: BarAppearance.tabIconHeight)
            }
            if let title = label.title {
                title.font(.system(size: 10, weight: .medium)).lineLimit(1)
            }
        }
        .foregroundColor(isSelected ? .accentColor : BarAppearance.unselectedTabItem)
    }
}
