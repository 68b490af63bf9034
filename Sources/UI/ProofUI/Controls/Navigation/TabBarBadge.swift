/// A tab bar item's badge as UITabBarItem draws it: white 13 pt text on a system-red capsule at
/// least 18 pt wide and 18 pt tall, 5 pt of padding each side of the text (observed).
nonisolated struct TabBarBadge: View {
    let label: Text

    @MainActor var body: some View {
        label
            .font(.system(size: 13))
            .lineLimit(1)
            .foregroundColor(.white)
            .padding(.horizontal, 5)
            .frame(minWidth: BarAppearance.tabBadgeHeight, minHeight: BarAppearance.tabBadgeHeight)
            .background(Capsule().fill(Color.red))
    }
}
