import ChallengeDesignSystem

/// The states `DSInfoRowSnapshotTests` records: the default row, a custom icon colour, and a
/// character's details.
public enum DSInfoRowSnapshots {
    static let file = "DSInfoRowSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Molecules", file, "defaultInfoRow") {
            DSInfoRow(icon: "person.fill", label: "Name", value: "Rick Sanchez").padding().frame(width: 320)
        },
        DSSnapshotCase("Molecules", file, "customIconColor") {
            DSInfoRow(icon: "heart.fill", label: "Status", value: "Alive", iconColor: .green)
                .padding().frame(width: 320)
        },
        DSSnapshotCase("Molecules", file, "infoRowsGallery") { DetailRows().padding().frame(width: 320) },
    ]

    /// A character's name, location, origin and status.
    struct DetailRows: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            VStack(spacing: theme.spacing.md) {
                DSInfoRow(icon: "person.fill", label: "Name", value: "Rick Sanchez")
                DSInfoRow(icon: "location.fill", label: "Location", value: "Citadel of Ricks")
                DSInfoRow(icon: "globe", label: "Origin", value: "Earth (C-137)")
                DSInfoRow(icon: "heart.fill", label: "Status", value: "Alive", iconColor: theme.colors.statusSuccess)
            }
        }
    }
}
