import ChallengeDesignSystem

/// The states `DSBadgeSnapshotTests` records: no badge at zero, one and two digits, and a gallery.
public enum DSBadgeSnapshots {
    static let file = "DSBadgeSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Atoms", file, "hiddenWhenZero") { Bell(count: 0).padding().frame(width: 320) },
        DSSnapshotCase("Atoms", file, "singleDigit") { Bell(count: 3).padding().frame(width: 320) },
        DSSnapshotCase("Atoms", file, "doubleDigit") { Bell(count: 42).padding().frame(width: 320) },
        DSSnapshotCase("Atoms", file, "countsGallery") { CountsGallery().padding().frame(width: 320) },
    ]

    /// A bell at the title font with a badge of `count`.
    struct Bell: View {
        let count: Int

        var body: some View {
            DSBadge(count: count) {
                Image(systemName: "bell")
                    .font(.title)
            }
        }
    }

    /// Bells with no badge, one digit, two digits and three.
    struct CountsGallery: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            HStack(spacing: theme.spacing.xl) {
                Bell(count: 0)
                Bell(count: 1)
                Bell(count: 9)
                Bell(count: 42)
                Bell(count: 128)
            }
        }
    }
}
