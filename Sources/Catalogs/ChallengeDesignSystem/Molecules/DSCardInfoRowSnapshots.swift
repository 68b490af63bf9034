import ChallengeDesignSystem

/// The states `DSCardInfoRowSnapshotTests` records: every part, no status, the title alone, a title
/// too long for one line, and a failed image, on the secondary background as the app lists them.
public enum DSCardInfoRowSnapshots {
    static let file = "DSCardInfoRowSnapshotTests"

    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Molecules", file, "fullContent") {
            OnSecondaryBackground {
                DSCardInfoRow(
                    imageURL: SnapshotImages.testURL, title: "Rick Sanchez", subtitle: "Human",
                    caption: "Citadel of Ricks", captionIcon: "mappin.circle.fill", status: .alive,
                    statusLabel: "Alive")
            }
            .imageLoader(SnapshotImages.loaded)
        },
        DSSnapshotCase("Molecules", file, "withoutStatus") {
            OnSecondaryBackground {
                DSCardInfoRow(imageURL: SnapshotImages.testURL, title: "Morty Smith", subtitle: "Human")
            }
            .imageLoader(SnapshotImages.loaded)
        },
        DSSnapshotCase("Molecules", file, "titleOnly") {
            OnSecondaryBackground { DSCardInfoRow(imageURL: nil, title: "Unknown Character") }
                .imageLoader(SnapshotImages.failing)
        },
        DSSnapshotCase("Molecules", file, "longTitleTruncates") {
            OnSecondaryBackground {
                DSCardInfoRow(
                    imageURL: SnapshotImages.testURL, title: "Abradolf Lincler the Second of Dimension C-500",
                    subtitle: "Human", caption: "Interdimensional Cable 2 location", captionIcon: "mappin.circle.fill",
                    status: .dead, statusLabel: "Dead")
            }
            .imageLoader(SnapshotImages.loaded)
        },
        DSSnapshotCase("Molecules", file, "failedImage") {
            OnSecondaryBackground {
                DSCardInfoRow(
                    imageURL: SnapshotImages.testURL, title: "Birdperson", subtitle: "Bird-Person", status: .unknown,
                    statusLabel: "unknown")
            }
            .imageLoader(SnapshotImages.failing)
        },
    ]
}
