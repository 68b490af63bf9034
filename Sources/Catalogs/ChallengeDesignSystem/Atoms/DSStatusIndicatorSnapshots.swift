import ChallengeDesignSystem

/// The states `DSStatusIndicatorSnapshotTests` records: each status, a custom size, and a gallery.
public enum DSStatusIndicatorSnapshots {
    static let file = "DSStatusIndicatorSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Atoms", file, "aliveStatus") { DSStatusIndicator(status: .alive).padding().frame(width: 320) },
        DSSnapshotCase("Atoms", file, "deadStatus") { DSStatusIndicator(status: .dead).padding().frame(width: 320) },
        DSSnapshotCase("Atoms", file, "unknownStatus") {
            DSStatusIndicator(status: .unknown).padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "customSize") {
            DSStatusIndicator(status: .dead, size: 8).padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "allStatusesGallery") { StatusGallery().padding().frame(width: 320) },
    ]

    /// Each status at the theme's `xs`, default and `md` sizes, labelled.
    struct StatusGallery: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            HStack(spacing: theme.spacing.lg) {
                ForEach(DSStatus.allCases, id: \.self) { status in
                    VStack(spacing: theme.spacing.sm) {
                        DSStatusIndicator(status: status, size: theme.dimensions.xs)
                        DSStatusIndicator(status: status)
                        DSStatusIndicator(status: status, size: theme.dimensions.md)
                        Text(status.rawValue.capitalized)
                            .font(theme.typography.caption)
                            .foregroundStyle(theme.colors.textPrimary)
                    }
                }
            }
        }
    }
}
