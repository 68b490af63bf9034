import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The error view with a title only and with a message and retry button.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSErrorViewSnapshotTests {
    @Test(arguments: DSFeedbackSnapshots.cases.filter { $0.file == "DSErrorViewSnapshotTests" })
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
