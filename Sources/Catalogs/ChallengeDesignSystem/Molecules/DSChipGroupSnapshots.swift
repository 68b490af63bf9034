import ChallengeDesignSystem

/// The states `DSChipGroupSnapshotTests` records: no chip selected, and one.
public enum DSChipGroupSnapshots {
    static let file = "DSChipGroupSnapshotTests"

    static let options: [(id: String, label: String)] = [
        (id: "alive", label: "Alive"), (id: "dead", label: "Dead"), (id: "unknown", label: "Unknown"),
    ]

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Molecules", file, "noSelection") {
            DSChipGroup("Status", options: options, selectedID: nil) { _ in }.padding().frame(width: 320)
        },
        DSSnapshotCase("Molecules", file, "withSelection") {
            DSChipGroup("Status", options: options, selectedID: "dead") { _ in }.padding().frame(width: 320)
        },
    ]
}
