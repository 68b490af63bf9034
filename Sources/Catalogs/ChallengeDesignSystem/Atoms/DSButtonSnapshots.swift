import ChallengeDesignSystem

/// The states `DSButtonSnapshotTests` records: each variant with and without an icon, loading, and
/// the gallery of all of them.
public enum DSButtonSnapshots {
    static let file = "DSButtonSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Atoms", file, "primaryButton") { DSButton("Primary Button") {}.padding().frame(width: 320) },
        DSSnapshotCase("Atoms", file, "primaryButtonWithIcon") {
            DSButton("With Icon", icon: "arrow.right") {}.padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "primaryButtonLoading") {
            DSButton("Loading", isLoading: true) {}.padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "secondaryButton") {
            DSButton("Secondary", variant: .secondary) {}.padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "secondaryButtonWithIcon") {
            DSButton("With Icon", icon: "plus", variant: .secondary) {}.padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "tertiaryButton") {
            DSButton("Tertiary", variant: .tertiary) {}.padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "tertiaryButtonWithIcon") {
            DSButton("With Icon", icon: "gear", variant: .tertiary) {}.padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "allVariantsGallery") { AllVariantsGallery().padding().frame(width: 320) },
    ]

    /// Every variant and state in one column.
    struct AllVariantsGallery: View {
        @Environment(\.dsTheme) private var theme

        var body: some View {
            VStack(spacing: theme.spacing.lg) {
                DSButton("Primary Button") {}
                DSButton("With Icon", icon: "arrow.right") {}
                DSButton("Secondary", variant: .secondary) {}
                DSButton("Secondary Icon", icon: "plus", variant: .secondary) {}
                DSButton("Tertiary", variant: .tertiary) {}
                DSButton("Tertiary Icon", icon: "gear", variant: .tertiary) {}
                DSButton("Loading", isLoading: true) {}
            }
        }
    }
}
