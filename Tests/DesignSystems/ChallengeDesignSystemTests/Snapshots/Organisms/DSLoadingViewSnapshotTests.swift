import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The loading view without and with a message.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSLoadingViewSnapshotTests {
    @Test(arguments: DSFeedbackSnapshots.cases.filter { $0.file == "DSLoadingViewSnapshotTests" })
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
