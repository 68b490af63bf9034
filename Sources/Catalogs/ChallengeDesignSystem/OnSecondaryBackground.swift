import ChallengeDesignSystem

/// `content` padded, 320 wide, on the theme's `backgroundSecondary`: a list or grouped screen, where
/// the app shows cards and shadows.
struct OnSecondaryBackground<Content: View>: View {
    @ViewBuilder let content: Content
    @Environment(\.dsTheme) private var theme

    var body: some View {
        content
            .padding()
            .frame(width: 320)
            .background(theme.colors.backgroundSecondary)
    }
}
