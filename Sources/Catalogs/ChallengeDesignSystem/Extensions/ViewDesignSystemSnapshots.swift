import ChallengeDesignSystem

/// The states `ViewDesignSystemSnapshotTests` records: `.dsCard()` and `.dsCornerRadius()`.
public enum ViewDesignSystemSnapshots {
    static let file = "ViewDesignSystemSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Extensions", file, "dsCardModifier") { CardModifier().padding().frame(width: 320) },
        DSSnapshotCase("Extensions", file, "dsCornerRadius") { CornerRadius().padding().frame(width: 320) },
    ]

    /// A row styled with `.dsCard()`.
    struct CardModifier: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            HStack {
                Text("Styled with .dsCard()")
                    .font(theme.typography.body)
                    .foregroundStyle(theme.colors.textPrimary)
                Spacer()
            }
            .dsCard()
        }
    }

    /// An accent tile clipped by `.dsCornerRadius()` beside one with `cornerRadius.xl`.
    struct CornerRadius: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            HStack(spacing: theme.spacing.lg) {
                theme.colors.accent.frame(width: 80, height: 80).dsCornerRadius()
                theme.colors.accent.frame(width: 80, height: 80).dsCornerRadius(theme.cornerRadius.xl)
            }
        }
    }
}
