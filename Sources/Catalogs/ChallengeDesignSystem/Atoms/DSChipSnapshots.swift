import ChallengeDesignSystem

/// The states `DSChipSnapshotTests` records: selected, unselected, and a row of both.
public enum DSChipSnapshots {
    static let file = "DSChipSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Atoms", file, "selectedChip") {
            DSChip("Alive", isSelected: true) {}.padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "unselectedChip") {
            DSChip("Dead", isSelected: false) {}.padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "chipsGallery") { ChipsRow().padding().frame(width: 320) },
    ]

    /// One selected chip and two unselected.
    struct ChipsRow: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            HStack(spacing: theme.spacing.sm) {
                DSChip("Alive", isSelected: true) {}
                DSChip("Dead", isSelected: false) {}
                DSChip("Unknown", isSelected: false) {}
            }
        }
    }
}
