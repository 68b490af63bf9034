import ChallengeDesignSystem

/// The states `DSLoadingViewSnapshotTests`, `DSErrorViewSnapshotTests` and
/// `DSEmptyStateSnapshotTests` record: each feedback view bare and with every part.
public enum DSFeedbackSnapshots {
    /// Every state, as the tests name them.
    public static let cases: [DSSnapshotCase] = [
        DSSnapshotCase("Organisms", "DSLoadingViewSnapshotTests", "withoutMessage") {
            DSLoadingView().padding().frame(width: 320)
        },
        DSSnapshotCase("Organisms", "DSLoadingViewSnapshotTests", "withMessage") {
            DSLoadingView(message: "Loading characters...").padding().frame(width: 320)
        },
        DSSnapshotCase("Organisms", "DSErrorViewSnapshotTests", "titleOnly") {
            DSErrorView(title: "Something went wrong").padding().frame(width: 320)
        },
        DSSnapshotCase("Organisms", "DSErrorViewSnapshotTests", "withMessageAndRetry") {
            DSErrorView(
                title: "Connection Error", message: "Please check your internet connection and try again.",
                retryTitle: "Retry", retryAction: {}
            )
            .padding().frame(width: 320)
        },
        DSSnapshotCase("Organisms", "DSEmptyStateSnapshotTests", "titleOnly") {
            DSEmptyState(icon: "magnifyingglass", title: "No Results").padding().frame(width: 320)
        },
        DSSnapshotCase("Organisms", "DSEmptyStateSnapshotTests", "withMessage") {
            DSEmptyState(icon: "person.slash", title: "No Characters", message: "There are no characters to display.")
                .padding().frame(width: 320)
        },
        DSSnapshotCase("Organisms", "DSEmptyStateSnapshotTests", "withAction") {
            DSEmptyState(
                icon: "tray", title: "No Characters", message: "There are no characters to display at this time.",
                actionTitle: "Refresh", action: {}
            )
            .padding().frame(width: 320)
        },
    ]
}
