import ChallengeDesignSystem

/// The states `DSTextFieldSnapshotTests` records: empty with its placeholder, and with text.
public enum DSTextFieldSnapshots {
    static let file = "DSTextFieldSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Atoms", file, "emptyWithPlaceholder") {
            DSTextField(placeholder: "Search characters", text: .constant("")).padding().frame(width: 320)
        },
        DSSnapshotCase("Atoms", file, "withText") {
            DSTextField(placeholder: "Search characters", text: .constant("Rick Sanchez")).padding().frame(width: 320)
        },
    ]
}
