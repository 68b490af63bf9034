import ChallengeDesignSystem

/// The states `DSCardSnapshotTests` records: the default card, a medium shadow, no shadow, and a
/// custom padding and radius, on the secondary background.
public enum DSCardSnapshots {
    static let file = "DSCardSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Organisms", file, "defaultCard") { OnSecondaryBackground { Sample(kind: .default) } },
        DSSnapshotCase("Organisms", file, "mediumShadow") { OnSecondaryBackground { Sample(kind: .mediumShadow) } },
        DSSnapshotCase("Organisms", file, "noShadow") { OnSecondaryBackground { Sample(kind: .noShadow) } },
        DSSnapshotCase("Organisms", file, "customPaddingAndRadius") {
            OnSecondaryBackground { Sample(kind: .custom) }
        },
    ]

    /// A card of each kind.
    struct Sample: View {
        enum Kind { case `default`, mediumShadow, noShadow, custom }
        let kind: Kind
        @Environment(\.dsTheme) private var theme

        var body: some View {
            Group {
                switch kind {
                case .default:
                    DSCard {
                        VStack(alignment: .leading, spacing: theme.spacing.sm) {
                            Text("Card Title")
                                .font(theme.typography.headline)
                                .foregroundStyle(theme.colors.textPrimary)
                            Text("This is the card content with some description text.")
                                .font(theme.typography.body)
                                .foregroundStyle(theme.colors.textPrimary)
                        }
                    }
                case .mediumShadow:
                    DSCard(shadow: theme.shadow.medium) {
                        HStack {
                            Text("Medium Shadow")
                                .font(theme.typography.body)
                                .foregroundStyle(theme.colors.textPrimary)
                            Spacer()
                            Image(systemName: "arrow.right")
                                .foregroundStyle(theme.colors.accent)
                        }
                    }
                case .noShadow:
                    DSCard(shadow: theme.shadow.zero) {
                        Text("No Shadow Card")
                            .font(theme.typography.body)
                            .foregroundStyle(theme.colors.textPrimary)
                    }
                case .custom:
                    DSCard(padding: theme.spacing.xl, cornerRadius: theme.cornerRadius.sm, shadow: theme.shadow.large) {
                        Text("Padding xl, radius sm, large shadow")
                            .font(theme.typography.body)
                            .foregroundStyle(theme.colors.textPrimary)
                    }
                }
            }
        }
    }
}
