/// A tab bar item's badge as UITabBarItem draws it: white 13 pt text on a system-red capsule at
/// least 18 pt wide and 18 pt tall, 5 pt of padding each side of the text (observed); in the
/// colours of the item state's `_TabBarAppearance` when one is set.
nonisolated struct TabBarBadge: View {
    let label: Text
    let isSelected: Bool
    @Environment(\._tabBarAppearance) private var appearance

    @MainActor var body: some View {
        let state = isSelected ? appearance?.selected : appearance?.normal
        label
            .font(.system(size: 13))
            .lineLimit(1)
            .foregroundColor(state?.badgeTextColor ?? .white)
            .padding(.horizontal, 5)
            .frame(minWidth: BarAppearance.tabBadgeHeight, minHeight: BarAppearance.tabBadgeHeight)
            .background(Capsule().fill(state?.badgeBackgroundColor ?? Color.red))
    }
}
