import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The empty state with a title only, with a message, and with an action.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSEmptyStateSnapshotTests {
    @Test(arguments: DSFeedbackSnapshots.cases.filter { $0.file == "DSEmptyStateSnapshotTests" })
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
