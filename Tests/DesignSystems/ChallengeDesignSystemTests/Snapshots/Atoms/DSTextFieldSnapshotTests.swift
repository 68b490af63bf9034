import ChallengeDesignSystemCatalog
import SnapshotTesting
import Testing

/// The field empty with its placeholder and with text.
@MainActor
@Suite(.snapshots(record: .missing))
struct DSTextFieldSnapshotTests {
    @Test(arguments: DSTextFieldSnapshots.cases)
    func snapshot(_ state: DSSnapshotCase) { assertLightAndDark(state) }
}
